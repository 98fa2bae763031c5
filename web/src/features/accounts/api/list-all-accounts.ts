import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import type { TAccountListPage } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface AccountFilter {
  search?: string
  organizationId?: string
}

// Under ['accounts'], so account events refresh it.
export const accountListQueryOptions = (filter: AccountFilter) =>
  infiniteQueryOptions({
    queryKey: queryKeys.accounts.list(filter),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '24' })
      if (filter.search) params.set('search', filter.search)
      if (filter.organizationId) params.set('organizationId', filter.organizationId)
      if (pageParam) params.set('cursor', pageParam)
      return api.get<TAccountListPage>(`/api/accounts?${params}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export function useAccountList(filter: AccountFilter) {
  // Changing the search or filter keeps the current cards until the new answer arrives.
  return useInfiniteQuery({ ...accountListQueryOptions(filter), placeholderData: keepPreviousData })
}
