import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TAsset, TAssetPage } from '@common/schemas/asset'
import { api, ApiError, apiError, safeJson } from '@/lib/api-client'
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

// The file goes as multipart/form-data, streamed by the browser; the API client speaks JSON only.
async function uploadFile(routeId: string, file: File): Promise<TAsset> {
  const form = new FormData()
  form.append('file', file, file.name)
  let response: Response
  try {
    response = await fetch(base(routeId), {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
    })
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach Flock. Check your connection and try again.')
  }
  const data = safeJson(await response.text())
  if (!response.ok) throw apiError(response.status, data)
  return data as TAsset
}

export function useUploadAsset(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) => uploadFile(routeId, file),
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
