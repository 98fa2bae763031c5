import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import type { TCommentNotes } from '@common/schemas/comment-detail'
import type {
  TDirectMessage,
  TDirectThread,
  TSendDirectMessage,
} from '@common/schemas/direct-messages'

const base = (conversationId: string) =>
  `/api/direct-conversations/${encodeURIComponent(conversationId)}`
// Under the inbox's key, so whatever refreshes the inbox (a change here, a live event) refreshes
// the open thread too.
const threadKey = (conversationId: string) =>
  [...queryKeys.comments.all(), 'conversation', conversationId] as const

// The thread's newest page first; "Load older messages" fetches the page before it.
export function useConversation(conversationId: string) {
  return useInfiniteQuery({
    queryKey: threadKey(conversationId),
    queryFn: ({ pageParam }) =>
      api.get<TDirectThread>(
        pageParam
          ? `${base(conversationId)}?before=${encodeURIComponent(pageParam)}`
          : base(conversationId),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  })
}

function useThreadMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() }),
  })
}

// One send box, one clientKey: a double click or a retried request sends the message once.
export function useSendMessage(conversationId: string) {
  return useThreadMutation((input: TSendDirectMessage) =>
    api.post<TDirectMessage>(`${base(conversationId)}/messages`, input),
  )
}

// A heart on the follower's message (Instagram shows every reaction as ❤️).
export function useReactToMessage(conversationId: string) {
  return useThreadMutation((messageId: string) =>
    api.post<TDirectMessage>(`${base(conversationId)}/reactions`, { messageId }),
  )
}

// The team's notes on the conversation (a work item's notes).
export function useWorkItemNotes(workItemId: string) {
  return useQuery({
    queryKey: [...queryKeys.comments.all(), 'notes', workItemId],
    queryFn: () =>
      api.get<TCommentNotes>(`/api/work-items/${encodeURIComponent(workItemId)}/notes`),
  })
}

// The account's answer under the comment or caption that mentioned it.
export function useReplyToMention(mentionId: string) {
  return useThreadMutation((input: { message: string; idempotencyKey: string }) =>
    api.post<unknown>(`/api/mentions/${encodeURIComponent(mentionId)}/reply`, input),
  )
}
