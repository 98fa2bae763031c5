import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TOutgoing } from '@common/schemas/comment'
import type {
  TApprovalDecisionPage,
  TApprovalSettings,
  TPendingApprovalPage,
  TPendingMessageApprovalPage,
  TUpdateApprovalSettings,
} from '@common/schemas/reply-approval'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

const base = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`

export function useApprovalSettings(routeId: string) {
  return useQuery({
    queryKey: queryKeys.approvals.settings(routeId),
    queryFn: () => api.get<TApprovalSettings>(`${base(routeId)}/approval-settings`),
  })
}

export function useUpdateApprovalSettings(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (update: TUpdateApprovalSettings) =>
      api.put<TApprovalSettings>(`${base(routeId)}/approval-settings`, update),
    onSuccess: (settings) =>
      queryClient.setQueryData(queryKeys.approvals.settings(routeId), settings),
  })
}

// Replies waiting for the church, longest waiting first. Realtime comment events refresh it
// (it sits under the organization's key), so a decision taken elsewhere shows at once.
export function usePendingApprovals(routeId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.approvals.list(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPendingApprovalPage>(`${base(routeId)}/approvals?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

// Direct messages waiting for the church (decision 075), for those its message privacy lets read
// them: refused (404) for anyone else, which is an answer, not a failure to retry.
export function usePendingMessageApprovals(routeId: string, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: queryKeys.approvals.messages(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPendingMessageApprovalPage>(`${base(routeId)}/message-approvals?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  })
}

// The church's decisions, newest first; under the organization's key, so live as the list above.
export function useApprovalDecisions(routeId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.approvals.decisions(routeId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '10' })
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TApprovalDecisionPage>(`${base(routeId)}/approval-decisions?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export type ApprovalDecision =
  | { id: string; decision: 'approve'; message?: string }
  | { id: string; decision: 'decline'; reason: string }

export function useDecideApproval(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ApprovalDecision) =>
      input.decision === 'approve'
        ? api.post<TOutgoing>(
            `/api/approvals/${encodeURIComponent(input.id)}/approve`,
            input.message === undefined ? {} : { message: input.message },
          )
        : api.post<TOutgoing>(`/api/approvals/${encodeURIComponent(input.id)}/decline`, {
            reason: input.reason,
          }),
    onSettled: () =>
      Promise.all(
        [
          queryKeys.approvals.list(routeId),
          queryKeys.approvals.messages(routeId),
          queryKeys.approvals.decisions(routeId),
          queryKeys.approvals.settings(routeId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  })
}
