import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TOutgoing } from '@common/schemas/comment'
import { api } from '@/lib/api-client'

// Every change to a comment refreshes the inbox lists and counts; realtime events do the same
// for changes made elsewhere.
// Callbacks given here run even if the card has gone from the list meanwhile (answered comments
// leave the Pending tab), unlike callbacks passed to mutate().
interface Callbacks<Output> {
  onSuccess?: (output: Output) => void
  onError?: (error: Error) => void
}

function useCommentMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: Callbacks<Output> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['comments'] })
      // The same comments show on the account pages.
      await queryClient.invalidateQueries({ queryKey: ['accounts'] })
    },
  })
}

export function useSendReply(commentId: string, callbacks: Callbacks<TOutgoing> = {}) {
  return useCommentMutation(
    (input: { message: string; idempotencyKey: string }) =>
      api.post<TOutgoing>(`/api/comments/${commentId}/replies`, input),
    callbacks,
  )
}

export function useSetHidden(commentId: string) {
  return useCommentMutation((hidden: boolean) =>
    api.post<{ hidden: boolean }>(`/api/comments/${commentId}/hide`, { hidden }),
  )
}

export function useDeleteComment(commentId: string, callbacks: Callbacks<null> = {}) {
  return useCommentMutation(() => api.delete<null>(`/api/comments/${commentId}`), callbacks)
}

export function useOutgoingAction(outgoingId: string, action: 'retry' | 'discard') {
  return useCommentMutation(() => api.post<TOutgoing>(`/api/outgoing/${outgoingId}/${action}`))
}
