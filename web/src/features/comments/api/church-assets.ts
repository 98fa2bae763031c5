import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TAssetPage } from '@common/schemas/asset'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { uploadAsset } from '@/lib/upload-asset'

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

// A picture uploaded from the message box goes into the church's media library (the same upload
// as the library's page, with its checks) and is then sent from there.
export function useUploadChurchAsset(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadAsset(routeId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assets(routeId) }),
  })
}
