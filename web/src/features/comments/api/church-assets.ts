import { useInfiniteQuery } from '@tanstack/react-query'
import type { TAssetPage } from '@common/schemas/asset'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The church's media library, for a picture or video to send in a direct message: the same
// list (and cache) as the library's own page.
export function useChurchAssets(routeId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.assets(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '40' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TAssetPage>(
        `/api/organizations/${encodeURIComponent(routeId)}/assets?${query}`,
      )
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  })
}
