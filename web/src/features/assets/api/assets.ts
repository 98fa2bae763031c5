import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TAsset, TAssetPage } from '@common/schemas/asset'
import { api } from '@/lib/api-client'
import { uploadAsset } from '@/lib/upload-asset'
import { queryKeys } from '@/lib/query-keys'

const base = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}/assets`

// The church's library, newest first, 40 at a time.
export function useAssets(routeId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.assets(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '40' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TAssetPage>(`${base(routeId)}?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export function useUploadAsset(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadAsset(routeId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assets(routeId) }),
  })
}

export function useUpdateAltText(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, altText }: { id: string; altText: string }) =>
      api.patch<TAsset>(`${base(routeId)}/${encodeURIComponent(id)}`, { altText }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assets(routeId) }),
  })
}

export function useDeleteAsset(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`${base(routeId)}/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assets(routeId) }),
  })
}
