import { useState } from 'react'
import type { TInboxSort } from '@common/schemas/comment'
import { PASTORAL_FLAGS } from '@common/schemas/pastoral'
import { PASTORAL_FLAG_LABELS } from '@/components/pastoral/pastoral-flag-badges'
import { Button } from '@/components/ui/button'
import { Combobox, type ComboboxOption } from '@/components/ui/combobox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { SearchInput } from '@/components/ui/search-input'
import {
  useAccountsByIds,
  useAccountSearch,
  useAssigneeSearch,
  useOrganizationsByIds,
  useOrganizationSearch,
} from '../api/account-options'
import type { useInboxFilters } from '../hooks/use-inbox-filters'
import { ExportCsvLink } from './export-csv-link'
import { FilterChip } from './filter-chip'

type Inbox = ReturnType<typeof useInboxFilters>

const SPECIAL_ASSIGNEES: ComboboxOption[] = [
  { id: 'me', label: 'Assigned to me' },
  { id: 'unassigned', label: 'Unassigned' },
]

const nameOf = (options: ComboboxOption[] | undefined, id: string, fallback: string) =>
  options?.find((option) => option.id === id)?.label ?? fallback

// Everything that narrows the inbox besides its view, each kept in the address: search, sort,
// churches, accounts (several), assignee, post, label and days. Pickers search the server.
export function InboxFilterBar({ inbox }: { inbox: Inbox }) {
  const { filters } = inbox
  const [orgSearch, setOrgSearch] = useState('')
  const [accountSearch, setAccountSearch] = useState('')
  const [assigneeSearch, setAssigneeSearch] = useState('')
  const organizations = useOrganizationSearch(orgSearch)
  const accounts = useAccountSearch(accountSearch)
  const assignees = useAssigneeSearch(assigneeSearch)
  const chosenOrganizations = useOrganizationsByIds(filters.organizationIds)
  const chosenAccounts = useAccountsByIds(filters.accountIds)
  const teammateAssignee =
    filters.assignee && !['me', 'unassigned'].includes(filters.assignee) ? filters.assignee : null

  const chips =
    filters.organizationIds.length +
    filters.accountIds.length +
    [filters.assignee, filters.postId, filters.labelId].filter(Boolean).length
  const add = (list: string[], id: string) => (list.includes(id) ? list : [...list, id])
  const assigneeOptions = [
    ...SPECIAL_ASSIGNEES.filter((option) =>
      option.label.toLowerCase().includes(assigneeSearch.trim().toLowerCase()),
    ),
    ...(assignees.data ?? []),
  ]

  return (
    <div className="space-y-3" role="search" aria-label="Filter comments">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          className="flex-1"
          placeholder="Search comments..."
          value={inbox.searchText}
          onChange={(event) => inbox.setSearchText(event.target.value)}
        />
        <NativeSelect
          aria-label="Sort"
          className="sm:w-44"
          value={filters.sort}
          onChange={(event) => inbox.setSort(event.target.value as TInboxSort)}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </NativeSelect>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
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
        <Combobox
          label="Filter by assignee"
          placeholder="Assignee..."
          search={assigneeSearch}
          onSearch={setAssigneeSearch}
          options={assigneeOptions}
          loading={assignees.isFetching}
          onSelect={(option) => inbox.setAssignee(option.id)}
        />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor="inbox-from">From</Label>
          <Input
            id="inbox-from"
            type="date"
            className="w-40"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => inbox.setFrom(event.target.value || undefined)}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="inbox-to">To</Label>
          <Input
            id="inbox-to"
            type="date"
            className="w-40"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => inbox.setTo(event.target.value || undefined)}
          />
        </div>
        <NativeSelect
          aria-label="Filter by pastoral flag"
          className="w-48"
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
        {inbox.hasFilters ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              inbox.setSearchText('')
              inbox.clearFilters()
            }}
          >
            Clear filters
          </Button>
        ) : null}
        <ExportCsvLink filters={filters} />
      </div>
      {chips ? (
        <ul className="flex flex-wrap gap-2" aria-label="Filters in force">
          {filters.organizationIds.map((id) => (
            <li key={id}>
              <FilterChip
                label={`Church: ${nameOf(chosenOrganizations.data, id, '…')}`}
                onRemove={() =>
                  inbox.setOrganizations(filters.organizationIds.filter((other) => other !== id))
                }
              />
            </li>
          ))}
          {filters.accountIds.map((id) => (
            <li key={id}>
              <FilterChip
                label={`Account: ${nameOf(chosenAccounts.data, id, '…')}`}
                onRemove={() =>
                  inbox.setAccounts(filters.accountIds.filter((other) => other !== id))
                }
              />
            </li>
          ))}
          {filters.assignee ? (
            <li>
              <FilterChip
                label={
                  filters.assignee === 'me'
                    ? 'Assigned to me'
                    : filters.assignee === 'unassigned'
                      ? 'Unassigned'
                      : `Assigned to ${nameOf(assignees.data, teammateAssignee ?? '', 'a teammate')}`
                }
                onRemove={() => inbox.setAssignee(undefined)}
              />
            </li>
          ) : null}
          {filters.postId ? (
            <li>
              <FilterChip label="One post" onRemove={() => inbox.setPost(undefined)} />
            </li>
          ) : null}
          {filters.labelId ? (
            <li>
              <FilterChip label="One label" onRemove={() => inbox.setLabel(undefined)} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
