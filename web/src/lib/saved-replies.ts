import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { TReplyVariableValues, TSavedReplyList } from '@common/schemas/saved-reply'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Shared by the reply box's picker (comments) and the settings page (saved-replies).
export function useSavedReplies(search: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.savedReplies.list(search),
    queryFn: () =>
      api.get<TSavedReplyList>(
        `/api/saved-replies${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  })
}

export type ReplyTarget = { kind: 'comment' | 'conversation' | 'post'; id: string }

// The church's details a saved reply is filled from, fetched when the picker first opens: a
// reply's comment, a direct-message conversation (its follower stands in for the commenter), or
// the post a comment goes on (no commenter there).
const VARIABLES_PATH: Record<ReplyTarget['kind'], string> = {
  comment: '/api/comments',
  conversation: '/api/direct-conversations',
  post: '/api/media',
}

export function useReplyVariables(target: ReplyTarget, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.replyVariables(target),
    queryFn: () =>
      api.get<TReplyVariableValues>(`${VARIABLES_PATH[target.kind]}/${target.id}/reply-variables`),
    enabled,
    staleTime: 60_000,
  })
}
