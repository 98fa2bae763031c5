import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TAccountListPage } from '@common/schemas/account'
import type { TAssigneePage } from '@common/schemas/comment'
import type { TOrganizationPage } from '@common/schemas/organization'
import type { ComboboxOption } from '@/components/ui/combobox'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The pickers ask the server for what is typed (GET /api/accounts?search=, paginated and
// indexed), so an agency with thousands of accounts finds any of them; no first-100 list.
const PICKER_SIZE = '20'

const idsQuery = (ids: string[]) => {
  const query = new URLSearchParams({ limit: String(Math.max(ids.length, 1)) })
  for (const id of ids) query.append('id', id)
  return query
}

const accountOption = (account: TAccountListPage['items'][number]): ComboboxOption => ({
  id: account.id,
  label: `@${account.username}`,
  hint: account.organizationName,
})

export function useAccountSearch(search: string) {
  const term = useDebouncedValue(search.trim())
  return useQuery({
    queryKey: queryKeys.accounts.picker({ search: term }),
    queryFn: () =>
      api.get<TAccountListPage>(
        `/api/accounts?${new URLSearchParams({ search: term, limit: PICKER_SIZE })}`,
      ),
    select: (page) => page.items.map(accountOption),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

// The accounts a filter names, for their chips after a reload or from a shared link.
export function useAccountsByIds(ids: string[]) {
  return useQuery({
    queryKey: queryKeys.accounts.picker({ ids }),
    queryFn: () => api.get<TAccountListPage>(`/api/accounts?${idsQuery(ids)}`),
    select: (page) => page.items.map(accountOption),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  })
}

const organizationOption = (item: TOrganizationPage['items'][number]): ComboboxOption => ({
  id: item.id,
  label: item.name,
})

export function useOrganizationSearch(search: string) {
  const term = useDebouncedValue(search.trim())
  return useQuery({
    queryKey: queryKeys.organizations.picker({ search: term }),
    queryFn: () =>
      api.get<TOrganizationPage>(
        `/api/organizations?${new URLSearchParams({ search: term, limit: PICKER_SIZE })}`,
      ),
    select: (page) => page.items.map(organizationOption),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

export function useOrganizationsByIds(ids: string[]) {
  return useQuery({
    queryKey: queryKeys.organizations.picker({ ids }),
    queryFn: () => api.get<TOrganizationPage>(`/api/organizations?${idsQuery(ids)}`),
    select: (page) => page.items.map(organizationOption),
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  })
}

export function useAssigneeSearch(search: string, enabled = true) {
  const term = useDebouncedValue(search.trim())
  return useQuery({
    queryKey: queryKeys.assignees(term),
    queryFn: () =>
      api.get<TAssigneePage>(
        `/api/team/assignees?${new URLSearchParams({ search: term, limit: PICKER_SIZE })}`,
      ),
    select: (page): ComboboxOption[] =>
      page.items.map((item) => ({ id: item.id, label: item.name, hint: item.email })),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  })
}
