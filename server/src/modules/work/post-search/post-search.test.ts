import { beforeAll, describe, expect, it } from 'vitest'
import { signInAsAdmin, signInAsClient, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createMedia, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000)

// Two churches, one with two accounts: posts to find by account, church and caption.
async function twoChurches() {
  const grace = await createOrganization(t.db.db)
  const hope = await createOrganization(t.db.db)
  const graceMain = await createAccount(t.db.db, grace.id)
  const graceYouth = await createAccount(t.db.db, grace.id)
  const hopeMain = await createAccount(t.db.db, hope.id)
  const word = `w${Date.now().toString(36)}`
  const supper = await createMedia(t.db.db, graceMain.id, {
    caption: `Harvest supper ${word} on Friday`,
    thumbnailUrl: 'https://cdn.example/supper.jpg',
    postedAt: minutesAgo(3),
  })
  const camp = await createMedia(t.db.db, graceYouth.id, {
    caption: `Youth camp ${word}`,
    mediaUrl: 'https://cdn.example/camp.jpg',
    postedAt: minutesAgo(2),
  })
  const choir = await createMedia(t.db.db, hopeMain.id, {
    caption: `Choir ${word} rehearsal`,
    postedAt: minutesAgo(1),
  })
  return { grace, hope, graceMain, graceYouth, hopeMain, word, supper, camp, choir }
}

const get = (url: string, cookie = admin) => t.app.inject({ url, headers: { cookie } })

describe('the post picker search', () => {
  it('finds posts by caption, newest first, across the agency', async () => {
    const { word, supper, camp, choir, graceMain } = await twoChurches()
    const response = await get(`/api/posts?search=${word}`)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      choir.id,
      camp.id,
      supper.id,
    ])
    expect(body.items[2]).toMatchObject({
      accountId: graceMain.id,
      accountUsername: graceMain.username,
      caption: `Harvest supper ${word} on Friday`,
      imageUrl: 'https://cdn.example/supper.jpg',
    })
    expect(body.items[1].imageUrl).toBe('https://cdn.example/camp.jpg')
    expect(body.items[0].imageUrl).toBeNull()
  })

  it("narrows to the inbox's accounts and churches", async () => {
    const { word, grace, graceYouth, hopeMain, camp, supper, choir } = await twoChurches()
    const ids = (response: Awaited<ReturnType<typeof get>>) =>
      response.json().items.map((item: { id: string }) => item.id)
    expect(ids(await get(`/api/posts?search=${word}&organizationId=${grace.id}`))).toEqual([
      camp.id,
      supper.id,
    ])
    expect(
      ids(
        await get(`/api/posts?search=${word}&accountId=${graceYouth.id}&accountId=${hopeMain.id}`),
      ),
    ).toEqual([choir.id, camp.id])
    expect(ids(await get(`/api/posts?id=${supper.id}`))).toEqual([supper.id])
  })

  it('pages by cursor without repeating or skipping a post', async () => {
    const { word, supper, camp, choir } = await twoChurches()
    const first = (await get(`/api/posts?search=${word}&limit=2`)).json()
    expect(first.items.map((item: { id: string }) => item.id)).toEqual([choir.id, camp.id])
    expect(first.nextCursor).toEqual(expect.any(String))
    const second = (
      await get(`/api/posts?search=${word}&limit=2&cursor=${first.nextCursor}`)
    ).json()
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([supper.id])
    expect(second.nextCursor).toBeNull()
  })

  it('cuts a long caption to an excerpt', async () => {
    const { graceMain } = await twoChurches()
    const long = `${'Come and see '.repeat(30)}the end`
    const post = await createMedia(t.db.db, graceMain.id, { caption: long })
    const [item] = (await get(`/api/posts?id=${post.id}`)).json().items
    expect(item.caption.length).toBeLessThanOrEqual(140)
    expect(item.caption.endsWith('…')).toBe(true)
  })

  it('answers bad input with a 400, never a 5xx', async () => {
    for (const query of [
      'cursor=not-a-cursor',
      'limit=0',
      'limit=101',
      'accountId=nope',
      'organizationId=1',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/api/posts?${query}`)
      expect(response.statusCode, query).toBe(400)
    }
  })

  it('is for the agency team: an Agent may search, a church may not', async () => {
    const agent = await signInAsTeammate(t.app, t.db.db, 'agent')
    expect((await get('/api/posts', agent.cookie)).statusCode).toBe(200)
    const church = await signInAsClient(t.app)
    expect((await get('/api/posts', church.cookie)).statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/posts' })).statusCode).toBe(401)
  })
})
