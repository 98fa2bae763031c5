import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TLabel, TLabelList } from '@common/schemas/label'
import type { TPostSearchItem, TPostSearchPage } from '@common/schemas/post'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The label and post filters' choices, asked of the server for what is typed.

// The agency's labels by name (tens of them, not thousands: the server gives the first 50).
export function useLabelSearch(search: string, enabled = true) {
  const term = useDebouncedValue(search.trim())
  return useQuery({
    queryKey: queryKeys.labels.list(term),
    queryFn: () =>
      api.get<TLabelList>(`/api/labels?${new URLSearchParams(term ? { search: term } : {})}`),
    select: (page): TLabel[] => page.items,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  })
}

const POST_PICKER_SIZE = '20'

// Posts by caption, newest first, within the accounts and churches the inbox is filtered to, so
// "the Easter post" of one church is found among thousands of accounts' posts.
export function usePostSearch(
  search: string,
  scope: { accountIds: string[]; organizationIds: string[] },
  enabled = true,
) {
  const term = useDebouncedValue(search.trim())
  const query = new URLSearchParams({ limit: POST_PICKER_SIZE })
  if (term) query.set('search', term)
  for (const id of scope.accountIds) query.append('accountId', id)
  for (const id of scope.organizationIds) query.append('organizationId', id)
  return useQuery({
    queryKey: queryKeys.accounts.postPicker({ search: term, ...scope }),
    queryFn: () => api.get<TPostSearchPage>(`/api/posts?${query}`),
    select: (page): TPostSearchItem[] => page.items,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  })
}

// The post a filter names, for its chip after a reload or from a shared link.
export function usePostById(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.accounts.postPicker({ id }),
    queryFn: () =>
      api.get<TPostSearchPage>(`/api/posts?${new URLSearchParams({ id: id ?? '', limit: '1' })}`),
    select: (page): TPostSearchItem | undefined => page.items[0],
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  })
}
