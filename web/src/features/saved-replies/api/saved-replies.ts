import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TSavedReply, TSavedReplyInput } from '@common/schemas/saved-reply'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

function useSavedReplyMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedReplies.all() }),
  })
}

export const useCreateSavedReply = () =>
  useSavedReplyMutation((input: TSavedReplyInput) =>
    api.post<TSavedReply>('/api/saved-replies', input),
  )

export const useUpdateSavedReply = (id: string) =>
  useSavedReplyMutation((input: TSavedReplyInput) =>
    api.put<TSavedReply>(`/api/saved-replies/${id}`, input),
  )

export const useDeleteSavedReply = (id: string) =>
  useSavedReplyMutation(() => api.delete<{ ok: true }>(`/api/saved-replies/${id}`))
