import { newCommentId } from '../../store/store'
import type { Account } from '../../store/types'
import { messageParam, type GraphCall } from '../call'
import { missingParam, objectNotFound } from '../errors'
import { MANAGE_COMMENTS, requireScope } from '../nodes'

/**
 * `POST /{ig-id}/mentions?media_id=…[&comment_id=…]&message=…`: the account answers a mention;
 * the reply appears under the mentioning comment, or under the post for a caption mention.
 */
export function replyToMention(call: GraphCall, account: Account) {
  requireScope(call.env, MANAGE_COMMENTS)
  const { media_id: mediaId, comment_id: commentId } = call.params
  if (!mediaId) throw missingParam('media_id')
  const message = messageParam(call)
  const mention = call.ctx.store.messaging.mentions.get(commentId ?? mediaId)
  const matches =
    mention?.accountId === account.userId &&
    mention.mediaId === mediaId &&
    (commentId ? mention.kind === 'comment' : mention.kind === 'caption')
  if (!mention || !matches) throw objectNotFound(commentId ?? mediaId, 'post')
  const reply = { id: newCommentId(call.ctx.store), text: message, timestamp: call.ctx.clock.now() }
  mention.replies.push(reply)
  return { id: reply.id }
}
