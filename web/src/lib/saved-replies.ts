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

// The church's details a saved reply is filled from, fetched when the picker first opens.
export function useReplyVariables(commentId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.replyVariables(commentId),
    queryFn: () => api.get<TReplyVariableValues>(`/api/comments/${commentId}/reply-variables`),
    enabled,
    staleTime: 60_000,
  })
}
