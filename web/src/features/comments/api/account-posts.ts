import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAccountPosts, TOutgoing } from '@common/schemas/comment'
import { api } from '@/lib/api-client'

// Under ['accounts', id] so this account's events refresh it, and ['comments'] for inbox actions.
export const accountPostsQueryKey = (accountId: string) => ['accounts', accountId, 'posts'] as const

export function useAccountPosts(accountId: string) {
  return useQuery({
    queryKey: accountPostsQueryKey(accountId),
    queryFn: () => api.get<TAccountPosts>(`/api/accounts/${accountId}/posts`),
  })
}

export function useCommentOnPost(postId: string, accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { message: string; idempotencyKey: string }) =>
      api.post<TOutgoing>(`/api/media/${postId}/comments`, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountPostsQueryKey(accountId) }),
  })
}
