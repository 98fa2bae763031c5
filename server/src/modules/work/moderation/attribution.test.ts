import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commentDeletions, comments } from '../../../db/schema'
import { as, signInAsTeammate } from '../../../../test/actors'
import { churchWithComments } from '../../../../test/instagram'
import { useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

const commentRow = async (igCommentId: string) =>
  (await t.db.db.select().from(comments).where(eq(comments.igCommentId, igCommentId)))[0]!

async function inboxCard(cookie: string, commentId: string) {
  const page = await t.app.inject({ url: '/api/comments?status=all', headers: as(cookie) })
  return (page.json().items as { id: string }[]).find((item) => item.id === commentId) as
    Record<string, unknown> | undefined
}

// Every reply, hide, unhide and delete records which teammate did it; the inbox names them, even
// once they are deactivated.
describe('who did what in the inbox', () => {
  it('names the teammate who replied and who hid, after they are deactivated too', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner')
    const sam = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
    const church = await churchWithComments(t.app, t.sim, [
      { text: 'Thank you for Sunday' },
      { text: 'Buy followers now' },
    ])
    const [thanks, spam] = await Promise.all(church.simComments.map(commentRow))

    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${thanks!.id}/replies`,
      headers: as(sam.cookie),
      payload: { message: 'You are welcome!', idempotencyKey: randomUUID() },
    })
    expect(reply.statusCode).toBe(202)
    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${spam!.id}/hide`,
      headers: as(sam.cookie),
      payload: { hidden: true },
    })
    expect(hide.statusCode).toBe(200)

    await t.app.inject({
      method: 'POST',
      url: `/api/team/members/${sam.userId}/deactivate`,
      headers: as(owner.cookie),
    })
    expect(await inboxCard(owner.cookie, thanks!.id)).toMatchObject({
      responseStatus: 'responded',
      respondedBy: 'Sam Agent',
    })
    expect(await inboxCard(owner.cookie, spam!.id)).toMatchObject({
      hidden: true,
      hiddenChange: { by: 'Sam Agent' },
    })
  })

  it('records who deleted a comment; an Agent may not', async () => {
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin', 'Ada Admin')
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent')
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Rude words' }])
    const row = await commentRow(church.simComments[0]!)
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${row.id}`,
      headers: as(agent.cookie),
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'Agents cannot delete comments. Ask an Admin or Owner of your team.',
    )
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/comments/${row.id}`,
      headers: as(admin.cookie),
    })
    expect(deleted.statusCode).toBe(204)
    const [record] = await t.db.db
      .select()
      .from(commentDeletions)
      .where(eq(commentDeletions.igCommentId, row.igCommentId))
    expect(record).toMatchObject({ deletedBy: admin.userId, threadId: row.id })
  })
})
