import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { TAccountPage } from '@common/schemas/account'
import { api } from '@/lib/api-client'

export const organizationAccountsQueryKey = (routeId: string) =>
  ['organizations', routeId, 'accounts'] as const

export const organizationAccountsQueryOptions = (routeId: string) =>
  infiniteQueryOptions({
    queryKey: organizationAccountsQueryKey(routeId),
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
