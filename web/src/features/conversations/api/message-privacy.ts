import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TMessagePrivacy } from '@common/schemas/direct-messages'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Under the organization's key, so whatever refreshes the church refreshes its setting.
const privacyKey = (routeId: string) =>
  [...queryKeys.organizations.one(routeId), 'message-privacy'] as const
const url = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}/message-privacy`

export function useMessagePrivacy(routeId: string) {
  return useQuery({
    queryKey: privacyKey(routeId),
    queryFn: () => api.get<TMessagePrivacy>(url(routeId)),
  })
}

export function useUpdateMessagePrivacy(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TMessagePrivacy) => api.put<TMessagePrivacy>(url(routeId), input),
    onSuccess: (saved) => queryClient.setQueryData(privacyKey(routeId), saved),
    // Who may read changes what the portal's conversations show.
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.conversations.all(routeId) }),
  })
}
