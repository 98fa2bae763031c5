import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { refreshPosts } from './posts'
import type { TPublishingLimit, TPublishingSettings } from './types'

const org = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`

export function usePublishingSettings(routeId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publishing.settings(routeId ?? ''),
    queryFn: () => api.get<TPublishingSettings>(`${org(routeId ?? '')}/publishing-settings`),
    enabled: Boolean(routeId),
  })
}

export function useUpdatePublishingSettings(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: { postsNeedApproval: boolean }) =>
      api.put<TPublishingSettings>(`${org(routeId)}/publishing-settings`, update),
    onSuccess: (settings) =>
      queryClient.setQueryData(queryKeys.publishing.settings(routeId), settings),
  })
}

// Pause or resume publishing: one church's (routeId) or every church's.
export function useFreeze(routeId?: string) {
  const queryClient = useQueryClient()
  const base = routeId ? `${org(routeId)}/publishing` : '/api/publishing'
  return useMutation({
    mutationFn: (action: 'freeze' | 'resume') => api.post<unknown>(`${base}/${action}`, {}),
    onSettled: () => {
      refreshPosts(queryClient)
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'organizations' && query.queryKey[2] === 'publishing-settings',
      })
      void queryClient.invalidateQueries({ queryKey: queryKeys.publishing.all() })
    },
  })
}

export function usePublishingLimit(accountId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publishing.limit(accountId ?? ''),
    queryFn: () =>
      api.get<TPublishingLimit>(
        `/api/instagram-accounts/${encodeURIComponent(accountId ?? '')}/publishing-limit`,
      ),
    enabled: Boolean(accountId),
    staleTime: 30_000,
    retry: false,
  })
}
