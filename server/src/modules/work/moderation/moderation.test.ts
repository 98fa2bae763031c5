import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments } from '../../../db/schema'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { churchWithComments } from '../../../../test/instagram'
import { signInAsAdmin } from '../../../../test/actors'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const commentRow = async (igCommentId: string) =>
  (await t.db.db.select().from(comments).where(eq(comments.igCommentId, igCommentId)))[0]!

async function oneComment(text: string) {
  const church = await churchWithComments(t.app, t.sim, [{ text }])
  const igId = church.simComments[0]!
  return { church, igId, row: await commentRow(igId) }
}

describe('hide and delete', () => {
  it('hides, unhides and deletes on Instagram and in Flock', async () => {
    const { igId, row, church } = await oneComment('spam spam spam')
    const post = (url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: admin, origin: TEST_ORIGIN },
        payload,
      })
    expect((await post(`/api/comments/${row.id}/hide`, { hidden: true })).statusCode).toBe(200)
    const simComment = async () =>
      (
        (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
          comments: { id: string; hidden: boolean }[]
        }
      ).comments.find((c) => c.id === igId)
    expect((await simComment())?.hidden).toBe(true)
    expect((await post(`/api/comments/${row.id}/hide`, { hidden: false })).statusCode).toBe(200)
    expect((await simComment())?.hidden).toBe(false)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/comments/${row.id}`,
          headers: { cookie: church.cookie, origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/comments/${row.id}`,
          headers: { cookie: admin, origin: TEST_ORIGIN },
        })
      ).statusCode,
    ).toBe(204)
    expect(await simComment()).toBeUndefined()
    expect(await t.db.db.select().from(comments).where(eq(comments.id, row.id))).toEqual([])
  })
})
