import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/helper'
import { churchWithComments } from '../../../test/instagram'
import { signInAsAdmin } from '../../../test/actors'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
let church: Awaited<ReturnType<typeof churchWithComments>>
let other: Awaited<ReturnType<typeof churchWithComments>>

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  church = await churchWithComments(
    t.app,
    t.sim,
    [
      { text: 'Praying for your family' },
      { text: 'What time is the youth group?' },
      { text: 'Discount 100% off_sale' },
      { text: 'Hermoso servicio 🙏' },
      { text: 'praying with you all' },
    ],
    { posts: 2 },
  )
  other = await churchWithComments(t.app, t.sim, [{ text: 'Hello from another church' }])
})

const inbox = async (query: string, cookie = admin) =>
  t.app.inject({ url: `/api/comments?${query}`, headers: { cookie } })
const texts = (body: { items: { text: string }[] }) => body.items.map((item) => item.text)

describe('the comments inbox', () => {
  it('lists follower comments of every account, newest first, with account and post', async () => {
    const body = (await inbox('limit=50')).json()
    expect(texts(body)).toEqual(
      expect.arrayContaining(['Praying for your family', 'Hello from another church']),
    )
    const times = body.items.map((item: { commentedAt: string }) => item.commentedAt)
    expect([...times].sort().reverse()).toEqual(times)
    const item = body.items.find((i: { text: string }) => i.text === 'Hermoso servicio 🙏')
    expect(item).toMatchObject({
      accountUsername: church.ig.username,
      responseStatus: 'pending',
      replies: [],
      outgoing: null,
    })
    expect(item.post.imageUrl).toMatch(/^http/)
  })

  it('pages with a cursor without skipping or repeating a comment', async () => {
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 10; page++) {
      const body = (
        await inbox(`accountId=${church.account.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()
      seen.push(...body.items.map((item: { id: string }) => item.id))
      if (!body.nextCursor) break
      cursor = body.nextCursor
    }
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
  })

  it('filters by account, tab and text, case-insensitively and literally', async () => {
    expect(texts((await inbox(`accountId=${other.account.id}`)).json())).toEqual([
      'Hello from another church',
    ])
    expect(
      texts((await inbox(`accountId=${church.account.id}&search=PRAYING`)).json()).sort(),
    ).toEqual(['Praying for your family', 'praying with you all'])
    expect(texts((await inbox(`search=${encodeURIComponent('100%')}`)).json())).toEqual([
      'Discount 100% off_sale',
    ])
    expect(texts((await inbox(`search=${encodeURIComponent('%')}`)).json())).toEqual([
      'Discount 100% off_sale',
    ])
    expect((await inbox(`accountId=${church.account.id}&status=responded`)).json().items).toEqual(
      [],
    )
  })

  it('counts what each tab holds', async () => {
    const counts = await t.app.inject({
      url: `/api/comments/counts?accountId=${church.account.id}`,
      headers: { cookie: admin },
    })
    expect(counts.json()).toEqual({ all: 5, pending: 5, responded: 0 })
    const searched = await t.app.inject({
      url: `/api/comments/counts?search=praying`,
      headers: { cookie: admin },
    })
    expect(searched.json()).toEqual({ all: 2, pending: 2, responded: 0 })
  })

  it('explains bad parameters with 400', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      'limit=500',
      'status=archived',
      'accountId=42',
      `search=${'x'.repeat(201)}`,
    ]) {
      const response = await inbox(query)
      expect(response.statusCode).toBe(400)
      expect(response.json().message.length).toBeGreaterThan(5)
    }
  })

  it('is for admins only: clients, even of the same organization, get nothing', async () => {
    expect((await inbox('', church.cookie)).statusCode).toBe(403)
    expect((await inbox('', other.cookie)).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/comments' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ url: '/api/comments/counts', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(403)
  })
})
