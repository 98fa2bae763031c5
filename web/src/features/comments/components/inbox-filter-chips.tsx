import type { ComboboxOption } from '@/components/ui/combobox'
import { useAccountsByIds, useOrganizationsByIds } from '../api/account-options'
import { useLabelSearch, usePostById } from '../api/filter-options'
import type { useInboxFilters } from '../hooks/use-inbox-filters'
import { FilterChip } from './filter-chip'
import { postTitle } from './filter-pickers'

type Inbox = ReturnType<typeof useInboxFilters>

const nameOf = (
  options: { id: string; label: string }[] | undefined,
  id: string,
  fallback: string,
) => options?.find((option) => option.id === id)?.label ?? fallback

const shorten = (text: string, length = 40) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text

// The filters in force, each with its name (looked up after a reload or from a shared link) and
// a button that removes it. Shown on a phone too, where the pickers are folded away.
export function InboxFilterChips({
  inbox,
  teammates,
}: {
  inbox: Inbox
  teammates: ComboboxOption[] | undefined
}) {
  const { filters } = inbox
  const organizations = useOrganizationsByIds(filters.organizationIds)
  const accounts = useAccountsByIds(filters.accountIds)
  const labels = useLabelSearch('', Boolean(filters.labelId))
  const post = usePostById(filters.postId)
  const label = labels.data?.find((item) => item.id === filters.labelId)
  const teammate =
    filters.assignee && !['me', 'unassigned'].includes(filters.assignee) ? filters.assignee : null
  const chips =
    filters.organizationIds.length +
    filters.accountIds.length +
    [filters.assignee, filters.postId, filters.labelId].filter(Boolean).length
  if (!chips) return null

  return (
    <ul className="flex flex-wrap gap-2" aria-label="Filters in force">
      {filters.organizationIds.map((id) => (
        <li key={id}>
          <FilterChip
            label={`Church: ${nameOf(organizations.data, id, '…')}`}
            onRemove={() =>
              inbox.setOrganizations(filters.organizationIds.filter((other) => other !== id))
            }
          />
        </li>
      ))}
      {filters.accountIds.map((id) => (
        <li key={id}>
          <FilterChip
            label={`Account: ${nameOf(accounts.data, id, '…')}`}
            onRemove={() => inbox.setAccounts(filters.accountIds.filter((other) => other !== id))}
          />
        </li>
      ))}
      {filters.postId ? (
        <li>
          <FilterChip
            label={`Post: ${post.data ? shorten(postTitle(post.data)) : '…'}`}
            onRemove={() => inbox.setPost(undefined)}
          />
        </li>
      ) : null}
      {filters.assignee ? (
        <li>
          <FilterChip
            label={
              filters.assignee === 'me'
                ? 'Assigned to me'
                : filters.assignee === 'unassigned'
                  ? 'Unassigned'
                  : `Assigned to ${nameOf(teammates, teammate ?? '', 'a teammate')}`
            }
            onRemove={() => inbox.setAssignee(undefined)}
          />
        </li>
      ) : null}
      {filters.labelId ? (
        <li>
          <FilterChip
            label={`Label: ${label?.name ?? '…'}`}
            onRemove={() => inbox.setLabel(undefined)}
          />
        </li>
      ) : null}
    </ul>
  )
}
