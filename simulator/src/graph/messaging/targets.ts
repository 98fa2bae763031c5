import type { SimContext } from '../../context'
import type { Account } from '../../store/types'
import type { Target } from '../call'

/** A conversation or message id of the token's own account; other accounts' stay unknown. */
export function messagingTarget(
  ctx: SimContext,
  account: Account,
  ref: string,
): Target | undefined {
  const conversation = ctx.store.messaging.conversations.get(ref)
  if (conversation?.accountId === account.userId) return { kind: 'conversation', conversation }
  const message = ctx.store.messaging.messages.get(ref)
  if (message?.accountId === account.userId && !message.deleted) return { kind: 'message', message }
  return undefined
}

/** Send and Conversations API calls, which the business-use-case limit leaves out. */
export const isMessagingCall = (ctx: SimContext, node: string, edge: string) =>
  edge === 'messages' ||
  edge === 'conversations' ||
  ctx.store.messaging.conversations.has(node) ||
  ctx.store.messaging.messages.has(node)
