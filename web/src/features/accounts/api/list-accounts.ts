import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { TAccountPage } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const organizationAccountsQueryOptions = (routeId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.organizations.accounts(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '50' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TAccountPage>(
        `/api/organizations/${encodeURIComponent(routeId)}/accounts?${query}`,
      )
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export function useOrganizationAccounts(routeId: string) {
  return useInfiniteQuery(organizationAccountsQueryOptions(routeId))
}
