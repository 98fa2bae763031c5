import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  TPastoralCasePage,
  TPastoralFollowUp,
  TPastoralSettings,
  TUpdatePastoralSettings,
} from '@common/schemas/pastoral'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const base = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`

export function usePastoralSettings(routeId: string) {
  return useQuery({
    queryKey: queryKeys.pastoral.settings(routeId),
    queryFn: () => api.get<TPastoralSettings>(`${base(routeId)}/pastoral-settings`),
  })
}

export function useUpdatePastoralSettings(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TUpdatePastoralSettings) =>
      api.put<TPastoralSettings>(`${base(routeId)}/pastoral-settings`, update),
    onSuccess: (settings) =>
      queryClient.setQueryData(queryKeys.pastoral.settings(routeId), settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pastoral.cases(routeId) }),
  })
}

export function usePastoralCases(routeId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.pastoral.cases(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPastoralCasePage>(`${base(routeId)}/pastoral-care?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export function useMarkPastoralSeen(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (commentId: string) =>
      api.post<TPastoralFollowUp>(`/api/pastoral-care/${encodeURIComponent(commentId)}/seen`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pastoral.cases(routeId) }),
  })
}

export function useFollowUpPastoralCase(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { commentId: string; note: string }) =>
      api.post<TPastoralFollowUp>(
        `/api/pastoral-care/${encodeURIComponent(input.commentId)}/follow-up`,
        input.note.trim() ? { note: input.note } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.pastoral.cases(routeId) }),
  })
}
