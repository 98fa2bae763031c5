import { SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import type { TInboxSort } from '@common/schemas/comment'
import type { TInboxKind } from '@common/schemas/direct-messages'
import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { PASTORAL_FLAG_LABELS } from '@/components/pastoral/pastoral-flag-badges'
import { Button } from '@/components/ui/button'
import { Combobox, type ComboboxOption } from '@/components/ui/combobox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SearchInput } from '@/components/ui/search-input'
import { useAccountSearch, useAssigneeSearch, useOrganizationSearch } from '../api/account-options'
import type { useInboxFilters } from '../hooks/use-inbox-filters'
import { LabelFilter, PostFilter } from './filter-pickers'
import { InboxFilterChips } from './inbox-filter-chips'
import { ExportCsvButton } from './export-csv-button'

type Inbox = ReturnType<typeof useInboxFilters>

const SPECIAL_ASSIGNEES: ComboboxOption[] = [
  { id: 'me', label: 'Assigned to me' },
  { id: 'unassigned', label: 'Unassigned' },
]

// How many of the filters behind "More filters" are in force (search, kind and view stay in view).
export function secondaryCount(filters: Inbox['filters']) {
  return (
    filters.organizationIds.length +
    filters.accountIds.length +
    [
      filters.assignee,
      filters.postId,
      filters.labelId,
      filters.from,
      filters.to,
      filters.flag,
      filters.sort !== 'newest',
    ].filter(Boolean).length
  )
}

const SEARCH_PLACEHOLDER: Record<TInboxKind, string> = {
  comments: 'Search comments...',
  messages: 'Search messages...',
  mentions: 'Search mentions...',
  all: 'Search...',
}

function SortSelect({ inbox, id, className }: { inbox: Inbox; id: string; className?: string }) {
  return (
    <NativeSelect
      id={id}
      className={className}
      value={inbox.filters.sort}
      onChange={(event) => inbox.setSort(event.target.value as TInboxSort)}
    >
      <option value="newest">Newest first</option>
      <option value="oldest">Oldest first</option>
    </NativeSelect>
  )
}

// Everything that narrows the inbox besides its kind and view, each kept in the address: search,
// churches, accounts (several), post, assignee, label, pastoral flag, days and order. Pickers
// search the server. Only the search stays in view, so the first card starts high on the page
// (issue 29); the rest opens under "More filters (n)", which counts those in force, and the
// filters in force show as chips either way. `tools` sits at the end of the search's row.
export function InboxFilterBar({ inbox, tools }: { inbox: Inbox; tools?: ReactNode }) {
  const { filters } = inbox
  const panelId = useId()
  const [expanded, setExpanded] = useState(false)
  const [orgSearch, setOrgSearch] = useState('')
  const [accountSearch, setAccountSearch] = useState('')
  const [assigneeSearch, setAssigneeSearch] = useState('')
  const organizations = useOrganizationSearch(orgSearch)
  const accounts = useAccountSearch(accountSearch)
  const assignees = useAssigneeSearch(assigneeSearch)
  const add = (list: string[], id: string) => (list.includes(id) ? list : [...list, id])
  const assigneeOptions = [
    ...SPECIAL_ASSIGNEES.filter((option) =>
      option.label.toLowerCase().includes(assigneeSearch.trim().toLowerCase()),
    ),
    ...(assignees.data ?? []),
  ]
  const inForce = secondaryCount(filters)

  return (
    <div className="space-y-2" role="search" aria-label="Filter the inbox">
      <div className="flex gap-2">
        <SearchInput
          className="min-w-0 flex-1"
          placeholder={SEARCH_PLACEHOLDER[filters.kind]}
          value={inbox.searchText}
          onChange={(event) => inbox.setSearchText(event.target.value)}
        />
        <Button
          variant="outline"
          className="shrink-0"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => setExpanded((value) => !value)}
        >
          <SlidersHorizontal aria-hidden /> More filters{inForce ? ` (${inForce})` : ''}
        </Button>
        {tools}
      </div>
      <div id={panelId} hidden={!expanded} className="space-y-3 rounded-lg border p-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <Combobox
            label="Filter by church"
            placeholder="Church..."
            search={orgSearch}
            onSearch={setOrgSearch}
            options={organizations.data ?? []}
            loading={organizations.isFetching}
            onSelect={(option) => inbox.setOrganizations(add(filters.organizationIds, option.id))}
          />
          <Combobox
            label="Filter by account"
            placeholder="Account..."
            search={accountSearch}
            onSearch={setAccountSearch}
            options={accounts.data ?? []}
            loading={accounts.isFetching}
            onSelect={(option) => inbox.setAccounts(add(filters.accountIds, option.id))}
          />
          <PostFilter
            accountIds={filters.accountIds}
            organizationIds={filters.organizationIds}
            onSelect={(post) => inbox.setPost(post.id)}
          />
          <Combobox
            label="Filter by assignee"
            placeholder="Assignee..."
            search={assigneeSearch}
            onSearch={setAssigneeSearch}
            options={assigneeOptions}
            loading={assignees.isFetching}
            onSelect={(option) => inbox.setAssignee(option.id)}
          />
          <LabelFilter onSelect={(label) => inbox.setLabel(label.id)} />
          <NativeSelect
            aria-label="Filter by pastoral flag"
            value={filters.flag ?? ''}
            onChange={(event) =>
              inbox.setFlag(PASTORAL_FLAGS.find((flag) => flag === event.target.value))
            }
          >
            <option value="">Any flag</option>
            {PASTORAL_FLAGS.map((flag) => (
              <option key={flag} value={flag}>
                {PASTORAL_FLAG_LABELS[flag]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
          <div className="min-w-0 space-y-1">
            <Label htmlFor="inbox-from">From</Label>
            <Input
              id="inbox-from"
              type="date"
              className="sm:w-40"
              value={filters.from ?? ''}
              max={filters.to}
              onChange={(event) => inbox.setFrom(event.target.value || undefined)}
            />
          </div>
          <div className="min-w-0 space-y-1">
            <Label htmlFor="inbox-to">To</Label>
            <Input
              id="inbox-to"
              type="date"
              className="sm:w-40"
              value={filters.to ?? ''}
              min={filters.from}
              onChange={(event) => inbox.setTo(event.target.value || undefined)}
            />
          </div>
          <div className="col-span-2 space-y-1 sm:col-span-1">
            <Label htmlFor="inbox-sort">Sort</Label>
            <SortSelect inbox={inbox} id="inbox-sort" className="sm:w-40" />
          </div>
          {inbox.hasFilters ? (
            <Button
              variant="ghost"
              size="sm"
              className="col-span-2 justify-self-start"
              onClick={() => {
                inbox.setSearchText('')
                inbox.clearFilters()
              }}
            >
              Clear filters
            </Button>
          ) : null}
          <ExportCsvButton filters={filters} />
        </div>
      </div>
      <InboxFilterChips inbox={inbox} teammates={assignees.data} />
    </div>
  )
}
