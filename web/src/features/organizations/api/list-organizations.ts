import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { TOrganizationPage } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const fetchOrganizations = (query: { search?: string; cursor?: string; limit: number }) => {
  const params = new URLSearchParams({ limit: String(query.limit) })
  if (query.search) params.set('search', query.search)
  if (query.cursor) params.set('cursor', query.cursor)
  return api.get<TOrganizationPage>(`/api/organizations?${params}`)
}

// Under ['organizations'], so any organization or account event refreshes the lists and counts.
export const organizationListQueryOptions = (search: string, limit = 24) =>
  infiniteQueryOptions({
    queryKey: queryKeys.organizations.list({ search, limit }),
    queryFn: ({ pageParam }) => fetchOrganizations({ search, cursor: pageParam, limit }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export function useOrganizationList(search: string, limit?: number) {
  return useInfiniteQuery({
    ...organizationListQueryOptions(search, limit),
    // Typing a search keeps the current cards until the new answer arrives.
    placeholderData: keepPreviousData,
  })
}

// The first 100 organizations by name, for pickers such as the accounts filter.
export function useOrganizationOptions() {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.organizations.options(),
      queryFn: () => fetchOrganizations({ limit: 100 }),
      select: (page) => page.items.map(({ id, name }) => ({ id, name })),
    }),
  )
}
