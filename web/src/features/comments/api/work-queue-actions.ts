import type { TCommentWorkState } from '@common/schemas/comment'
import { api } from '@/lib/api-client'
import { useCommentMutation } from './comment-actions'
import { COMMENTS_API, type TWorkApi } from './comment-detail'

type Callbacks = Parameters<typeof useCommentMutation<unknown, TCommentWorkState>>[1]

// Done ("no reply needed") and back: the comment leaves Open, its counts follow.
export function useSetDone(
  commentId: string,
  callbacks?: Callbacks,
  base: TWorkApi = COMMENTS_API,
) {
  return useCommentMutation(
    (done: boolean) =>
      done
        ? api.post<TCommentWorkState>(`${base}/${commentId}/done`)
        : api.delete<TCommentWorkState>(`${base}/${commentId}/done`),
    callbacks,
  )
}

export function useSetAssignee(
  commentId: string,
  callbacks?: Callbacks,
  base: TWorkApi = COMMENTS_API,
) {
  return useCommentMutation(
    (assigneeId: string | null) =>
      api.put<TCommentWorkState>(`${base}/${commentId}/assignee`, { assigneeId }),
    callbacks,
  )
}

// Opened (the detail pane calls it) or marked unread again, for the signed-in teammate only.
export function useSetRead(commentId: string, callbacks?: Callbacks) {
  return useCommentMutation(
    (read: boolean) =>
      read
        ? api.put<TCommentWorkState>(`/api/comments/${commentId}/read`)
        : api.delete<TCommentWorkState>(`/api/comments/${commentId}/read`),
    callbacks,
  )
}
