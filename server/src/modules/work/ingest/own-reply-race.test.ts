import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { comments } from '../../../db/schema'
import { createAccount, createComment } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { NO_ARRIVAL, storeReply } from './comment-store'
import { updateComment } from '../comments/comments.repository'

const t = useTestApp()
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Flock's own reply comes back by webhook while its delivery is committing: delivery has marked
// the comment answered and is storing the reply Instagram returned, the webhook is storing the
// same reply. Both must finish, with one reply stored; before the lock order was fixed,
// PostgreSQL broke the deadlock by failing delivery, and the card stayed on "Sending...".
describe("the account's own reply stored twice at once", () => {
  it('lets delivery and the webhook both finish, with one stored reply and no deadlock', async () => {
    const church = await registerClient(t.app)
    const account = await createAccount(t.db.db, church.response.json().organization.id)
    const parent = await createComment(t.db.db, account, { responseStatus: 'sending' })
    const reply = {
      id: `ig-reply-${parent.id}`,
      text: 'See you on Sunday!',
      timestamp: new Date().toISOString(),
      from: { id: account.igUserId, username: account.username },
    }
    const place = { id: parent.id, igCommentId: parent.igCommentId, mediaId: parent.mediaId }

    let webhook: Promise<unknown> | undefined
    await t.db.db.transaction(async (delivery) => {
      await updateComment(delivery, parent.id, { responseStatus: 'responded' })
      // The webhook arrives now, on its own connection, and gets as far as it can.
      webhook = storeReply(t.db.db, NO_ARRIVAL, account, reply, place)
      await pause(300)
      await storeReply(delivery, NO_ARRIVAL, account, reply, place)
    })
    await webhook

    const stored = await t.db.db
      .select()
      .from(comments)
      .where(and(eq(comments.parentId, parent.id), eq(comments.igCommentId, reply.id)))
    expect(stored).toHaveLength(1)
    const [after] = await t.db.db.select().from(comments).where(eq(comments.id, parent.id))
    expect(after?.responseStatus).toBe('responded')
  })
})
