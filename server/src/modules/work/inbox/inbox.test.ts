import { randomUUID } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { commentFlags, comments } from '../../../db/schema'
import { encodeCursor } from '../../../lib/pagination'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments } from '../../../../test/instagram'
import { signInAsAdmin } from '../../../../test/actors'

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

  it('pages through comments written within one millisecond, each once', async () => {
    // PostgreSQL keeps microseconds, a JS Date milliseconds: a cursor cut to the millisecond
    // would skip the comments that share the last one's millisecond.
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const rows = await Promise.all(
      ['.123789', '.123456', '.123123', '.122999'].map(async (fraction, index) => {
        const row = await createComment(t.db.db, account, { text: `same millisecond ${index}` })
        await t.db.db
          .update(comments)
          .set({ commentedAt: sql`${`2026-01-01T10:00:00${fraction}Z`}::timestamptz` })
          .where(inArray(comments.id, [row.id]))
        return row.id
      }),
    )
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 10; page++) {
      const body = (
        await inbox(`accountId=${account.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json()
      seen.push(...body.items.map((item: { id: string }) => item.id))
      if (!body.nextCursor) break
      cursor = body.nextCursor
    }
    expect(seen).toEqual(rows)
  })

  it('pages a pastoral flag through its own comments only, either way, each once', async () => {
    // The flag's page is read from comment_flags in time order (comment_flags_inbox_idx); the
    // times there are the comments' own, microseconds and all, copied by trigger.
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const grieving: string[] = []
    for (let index = 0; index < 7; index += 1) {
      const row = await createComment(t.db.db, account, { text: `comment ${index}` })
      await t.db.db
        .update(comments)
        .set({ commentedAt: sql`${`2026-02-0${index + 1}T10:00:00.12345${index}Z`}::timestamptz` })
        .where(inArray(comments.id, [row.id]))
      // Five grieve, one asks for prayer, one neither; a reply that grieves is no card.
      if (index < 5) grieving.push(row.id)
      const flag = index < 5 ? 'grief' : index === 5 ? 'prayer' : undefined
      if (flag)
        await t.db.db
          .insert(commentFlags)
          .values({ workItemId: row.id, flag, organizationId: organization.id })
    }
    const reply = await createComment(t.db.db, account, { parentId: grieving[0], text: 'a reply' })
    await t.db.db
      .insert(commentFlags)
      .values({ workItemId: reply.id, flag: 'grief', organizationId: organization.id })

    const pages = async (sort: 'newest' | 'oldest') => {
      const seen: string[] = []
      let cursor = ''
      for (let page = 0; page < 10; page++) {
        const query = `flag=grief&accountId=${account.id}&sort=${sort}&limit=2`
        const body = (await inbox(`${query}${cursor ? `&cursor=${cursor}` : ''}`)).json()
        seen.push(...body.items.map((item: { id: string }) => item.id))
        if (!body.nextCursor) break
        cursor = body.nextCursor
      }
      return seen
    }
    expect(await pages('oldest')).toEqual(grieving)
    expect(await pages('newest')).toEqual([...grieving].reverse())
  })

  it('refuses a cursor Flock did not make with 400, also one PostgreSQL could not read', async () => {
    for (const cursor of [
      encodeCursor({ key: 'not a time', id: randomUUID() }),
      encodeCursor({ key: '2026-02-30T10:00:00.000000Z', id: randomUUID() }),
      encodeCursor({
        key: '2026-01-01T10:00:00.000000Z',
        id: 'not-a-uuid-but-thirty-six-characters',
      }),
    ]) {
      const response = await inbox(`cursor=${cursor}`)
      expect(response.statusCode, cursor).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
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
    expect((await inbox(`accountId=${church.account.id}&view=responded`)).json().items).toEqual([])
  })

  it('counts what each tab holds', async () => {
    const counts = await t.app.inject({
      url: `/api/comments/counts?accountId=${church.account.id}`,
      headers: { cookie: admin },
    })
    expect(counts.json()).toEqual({
      all: 5,
      open: 5,
      mine: 0,
      done: 0,
      responded: 0,
      hidden: 0,
      capped: null,
      // No direct messages or mentions on this account (decision 072).
      kinds: {
        messages: { all: 0, open: 0, mine: 0, done: 0, responded: 0 },
        mentions: { all: 0, open: 0, mine: 0, done: 0, responded: 0 },
      },
    })
    const searched = await t.app.inject({
      url: `/api/comments/counts?search=praying`,
      headers: { cookie: admin },
    })
    expect(searched.json()).toEqual({
      all: 2,
      open: 2,
      mine: 0,
      done: 0,
      responded: 0,
      hidden: 0,
      capped: null,
      // No direct messages or mentions on this account (decision 072).
      kinds: {
        messages: { all: 0, open: 0, mine: 0, done: 0, responded: 0 },
        mentions: { all: 0, open: 0, mine: 0, done: 0, responded: 0 },
      },
    })
  })

  it('explains bad parameters with 400', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      'limit=500',
      'view=archived',
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
