import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAccountPosts, TOutgoing } from '@common/schemas/comment'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Under ['accounts', id] so this account's events refresh it, and ['comments'] for inbox actions.

export function useAccountPosts(accountId: string) {
  return useQuery({
    queryKey: queryKeys.accounts.posts(accountId),
    queryFn: () => api.get<TAccountPosts>(`/api/accounts/${accountId}/posts`),
  })
}

export function useCommentOnPost(postId: string, accountId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { message: string; idempotencyKey: string }) =>
      api.post<TOutgoing>(`/api/media/${postId}/comments`, input),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.accounts.posts(accountId) }),
  })
}
