import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import type { TConversationThread, TDirectMessage } from '../messages/types'

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
      api.get<TConversationThread>(
        pageParam ? `${base(conversationId)}?before=${encodeURIComponent(pageParam)}` : base(conversationId),
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.olderCursor ?? undefined,
  })
}

export interface TSendMessage {
  text?: string
  assetId?: string
  humanAgent?: boolean
  clientKey: string
}

function useThreadMutation<Input, Output>(
  conversationId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() }),
  })
}

// One send box, one clientKey: a double click or a retried request sends the message once.
export function useSendMessage(conversationId: string) {
  return useThreadMutation(conversationId, (input: TSendMessage) =>
    api.post<TDirectMessage>(`${base(conversationId)}/messages`, input),
  )
}

// A heart on the follower's message (Instagram shows every reaction as ❤️).
export function useReactToMessage(conversationId: string) {
  return useThreadMutation(conversationId, (messageId: string) =>
    api.post<unknown>(`${base(conversationId)}/reactions`, { messageId }),
  )
}
