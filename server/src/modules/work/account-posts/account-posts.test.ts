import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { churchWithComments, clearSimLog, simLog } from '../../../../test/instagram'
import { signInAsAdmin } from '../../../../test/actors'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

describe("an account's posts", () => {
  it('lists recent posts with their comments and the sync status', async () => {
    const church = await churchWithComments(
      t.app,
      t.sim,
      [{ text: 'First!' }, { text: 'Lovely photo' }, { text: 'Where is this?' }],
      { posts: 2 },
    )
    const response = await t.app.inject({
      url: `/api/accounts/${church.account.id}/posts`,
      headers: { cookie: admin },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.sync).toMatchObject({ state: 'idle', mediaDone: 2, lastError: null })
    expect(body.sync.lastSyncedAt).not.toBeNull()
    expect(body.posts).toHaveLength(2)
    const all = body.posts.flatMap((post: { comments: { text: string }[] }) =>
      post.comments.map((c) => c.text),
    )
    expect(all.sort()).toEqual(['First!', 'Lovely photo', 'Where is this?'])
    expect(body.posts[0]).toMatchObject({
      caption: expect.stringMatching(/^Post/),
      likeCount: expect.any(Number),
    })
  })

  it('comments on a post as the account exactly once per compose', async () => {
    const church = await churchWithComments(t.app, t.sim, [], { posts: 1 })
    const posts = (
      await t.app.inject({
        url: `/api/accounts/${church.account.id}/posts`,
        headers: { cookie: admin },
      })
    ).json().posts
    await clearSimLog(t.sim)
    const key = randomUUID()
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/media/${posts[0].id}/comments`,
        headers: { cookie: admin, origin: TEST_ORIGIN },
        payload: { message: 'Join us this Sunday at 10:30!', idempotencyKey: key },
      })
    const [a, b] = await Promise.all([send(), send()])
    expect(a.statusCode).toBe(202)
    expect(b.json().id).toBe(a.json().id)
    const again = await send()
    expect(again.json()).toMatchObject({ id: a.json().id, status: 'sent' })
    const posted = (await simLog(t.sim)).filter(
      (call) => call.method === 'POST' && call.path.endsWith(`/${church.posts[0]}/comments`),
    )
    expect(posted).toHaveLength(1)
  })

  it("shows each account's sync status in the church's own list", async () => {
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Hi' }], { posts: 3 })
    const me = (await t.app.inject({ url: '/api/me', headers: { cookie: church.cookie } })).json()
    const list = (
      await t.app.inject({
        url: `/api/organizations/${me.organization.routeId}/accounts`,
        headers: { cookie: church.cookie },
      })
    ).json()
    expect(list.items[0].sync).toMatchObject({
      state: 'idle',
      mediaDone: 3,
      mediaTotal: 3,
      lastError: null,
    })
  })

  it('is for admins only, and 404s an unknown account', async () => {
    const church = await churchWithComments(t.app, t.sim, [], { posts: 1 })
    expect(
      (
        await t.app.inject({
          url: `/api/accounts/${church.account.id}/posts`,
          headers: { cookie: church.cookie },
        })
      ).statusCode,
    ).toBe(403)
    expect(
      (
        await t.app.inject({
          url: `/api/accounts/${randomUUID()}/posts`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404)
  })
})
