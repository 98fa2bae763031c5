import type { DbOrTx } from '../../../db/client'
import { type lockComment, updateComment } from '../comments/comments.repository'
import { hasOtherActiveReply } from './outgoing.repository'

// A public reply that never left Flock (the church declined it, or the agency withdrew it)
// answered nothing: its comment goes back from Sending to Pending, open for a new reply, unless
// another reply to it is on its way. The caller holds the comment's lock (lockComment).
export async function reopenAfterHeldReply(
  tx: DbOrTx,
  comment: Awaited<ReturnType<typeof lockComment>>,
  reply: { id: string; kind: string },
) {
  if (
    reply.kind === 'reply' &&
    comment?.responseStatus === 'sending' &&
    !(await hasOtherActiveReply(tx, comment.id, reply.id))
  )
    await updateComment(tx, comment.id, { responseStatus: 'pending' })
}
