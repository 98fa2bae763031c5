import { type Query, useMutation, useQueryClient } from '@tanstack/react-query'
import type { TInboxComment, TOutgoing } from '@common/schemas/comment'
import { api } from '@/lib/api-client'
import { patchComment } from './patch-comment'
import { queryKeys, showsComments } from '@/lib/query-keys'

// Every change to a comment refreshes the inbox lists and counts; realtime events do the same
// for changes made elsewhere.
// Callbacks given here run even if the card has gone from the list meanwhile (answered comments
// leave the Open tab), unlike callbacks passed to mutate().
interface Callbacks<Output> {
  onSuccess?: (output: Output) => void
  onError?: (error: Error) => void
}

export function useCommentMutation<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: Callbacks<Output> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() })
      // The same comments show on the account pages.
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() })
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

// "Reply privately": an Instagram direct message to the commenter, once per comment.
export function useSendPrivateReply(commentId: string, callbacks: Callbacks<TOutgoing> = {}) {
  return useCommentMutation(
    (input: { message: string; idempotencyKey: string }) =>
      api.post<TOutgoing>(`/api/comments/${commentId}/private-replies`, input),
    callbacks,
  )
}

// Every cached view that shows comments: the inbox pages and the account pages' posts.
const showsCommentCards = (query: Query) => showsComments(query.queryKey)

// Hide and Unhide show at once on every card of the comment; a refusal puts back what the
// caches held before, and the caller says what happened either way.
export function useSetHidden(
  commentId: string,
  callbacks: {
    onSuccess?: (output: { hidden: boolean }) => void
    // `hidden` is what was asked for: the card itself already shows it.
    onError?: (error: Error, hidden: boolean) => void
  } = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (hidden: boolean) =>
      api.post<{ hidden: boolean }>(`/api/comments/${commentId}/hide`, { hidden }),
    onMutate: async (hidden) => {
      const filters = { predicate: showsCommentCards }
      await queryClient.cancelQueries(filters)
      const previous = queryClient.getQueriesData(filters)
      queryClient.setQueriesData(filters, (data: unknown) =>
        patchComment(data, commentId, (comment: TInboxComment) => ({ ...comment, hidden })),
      )
      return { previous }
    },
    onError: (error, hidden, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data)
      callbacks.onError?.(error, hidden)
    },
    onSuccess: callbacks.onSuccess,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() })
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() })
    },
  })
}

export function useDeleteComment(commentId: string, callbacks: Callbacks<null> = {}) {
  return useCommentMutation(() => api.delete<null>(`/api/comments/${commentId}`), callbacks)
}

// Retry or discard a failed reply; withdraw one still awaiting the church's approval.
export function useOutgoingAction(
  outgoingId: string,
  action: 'retry' | 'discard' | 'withdraw',
  callbacks: Callbacks<TOutgoing> = {},
) {
  return useCommentMutation(
    () => api.post<TOutgoing>(`/api/outgoing/${outgoingId}/${action}`),
    callbacks,
  )
}
