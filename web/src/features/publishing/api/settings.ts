import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { refreshPosts } from './posts'
import type { TPublishingFreeze, TPublishingLimit, TPublishingSettings } from './types'

const org = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`

export function usePublishingSettings(routeId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.posts.settings(routeId ?? ''),
    queryFn: () => api.get<TPublishingSettings>(`${org(routeId ?? '')}/publishing-settings`),
    enabled: Boolean(routeId),
  })
}

export function useUpdatePublishingSettings(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: { postsNeedApproval: boolean }) =>
      api.put<TPublishingSettings>(`${org(routeId)}/publishing-settings`, update),
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.posts.settings(routeId), settings),
  })
}

// Whether every church is frozen (the agency's "Pause all publishing").
export function useAgencyFreeze(enabled = true) {
  return useQuery({
    queryKey: queryKeys.posts.freeze(),
    queryFn: () => api.get<TPublishingFreeze>('/api/publishing/freeze'),
    enabled,
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
    },
  })
}

export function usePublishingLimit(accountId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.posts.limit(accountId ?? ''),
    queryFn: () =>
      api.get<TPublishingLimit>(
        `/api/instagram-accounts/${encodeURIComponent(accountId ?? '')}/publishing-limit`,
      ),
    enabled: Boolean(accountId),
    staleTime: 30_000,
    retry: false,
  })
}
