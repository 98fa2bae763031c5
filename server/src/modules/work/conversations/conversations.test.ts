import { describe, expect, it } from 'vitest'
import type { TConversationPage } from '@common/schemas/conversation'
import { as, signInAsChurchMember } from '../../../../test/actors'
import { createAccount, createComment, createMedia } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

// A church with one account and comments in each state, the agency's reply to one of them, and
// a comment of the account itself (never a conversation of its own).
async function church() {
  const { cookie: owner, response } = await registerClient(t.app)
  const organization = response.json().organization as { id: string; routeId: string }
  const account = await createAccount(t.db.db, organization.id)
  const media = await createMedia(t.db.db, account.id, { permalink: 'https://instagram.test/p/1' })
  const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 10, n))
  const open = await createComment(t.db.db, account, {
    mediaId: media.id,
    text: 'What time is the carol service?',
    username: 'ruth',
    commentedAt: minute(1),
  })
  const answered = await createComment(t.db.db, account, {
    mediaId: media.id,
    text: 'Is there parking nearby?',
    username: 'boaz',
    responseStatus: 'responded',
    responseText: 'Yes, behind the hall!',
    commentedAt: minute(2),
  })
  await createComment(t.db.db, account, {
    mediaId: media.id,
    parentId: answered.id,
    text: 'Yes, behind the hall!',
    username: account.username,
    isOwn: true,
    responseStatus: 'not_applicable',
    commentedAt: minute(3),
  })
  const hidden = await createComment(t.db.db, account, {
    mediaId: media.id,
    text: 'Get 10k followers free, check my bio',
    username: 'spam.bot',
    hidden: true,
    commentedAt: minute(4),
  })
  await createComment(t.db.db, account, {
    mediaId: media.id,
    text: 'Join us on Sunday!',
    username: account.username,
    isOwn: true,
    responseStatus: 'not_applicable',
    commentedAt: minute(5),
  })
  const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
  return {
    owner,
    member,
    organization,
    ids: { open: open.id, answered: answered.id, hidden: hidden.id },
  }
}

const list = async (cookie: string, routeId: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/organizations/${routeId}/conversations${query}`,
    headers: as(cookie),
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TConversationPage
}

describe("a church's conversations", () => {
  it('shows its comments newest first, with the replies sent for it, to Owner and Member', async () => {
    const c = await church()
    for (const cookie of [c.owner, c.member.cookie]) {
      const page = await list(cookie, c.organization.routeId)
      expect(page.items.map((item) => [item.id, item.state])).toEqual([
        [c.ids.hidden, 'hidden'],
        [c.ids.answered, 'responded'],
        [c.ids.open, 'open'],
      ])
      const answered = page.items.find((item) => item.id === c.ids.answered)!
      expect(answered.replies).toMatchObject([{ text: 'Yes, behind the hall!', isOwn: true }])
      expect(answered.permalink).toBe('https://instagram.test/p/1')
    }
  })

  it('filters by state and searches text and usernames', async () => {
    const c = await church()
    const routeId = c.organization.routeId
    const ids = async (query: string) =>
      (await list(c.owner, routeId, query)).items.map((item) => item.id)
    expect(await ids('?state=open')).toEqual([c.ids.open])
    expect(await ids('?state=responded')).toEqual([c.ids.answered])
    expect(await ids('?state=hidden')).toEqual([c.ids.hidden])
    expect(await ids('?search=parking')).toEqual([c.ids.answered])
    expect(await ids('?search=RUTH')).toEqual([c.ids.open])
  })

  it('pages with a cursor, without repeating or skipping', async () => {
    const c = await church()
    const first = await list(c.owner, c.organization.routeId, '?limit=2')
    expect(first.items).toHaveLength(2)
    const second = await list(
      c.owner,
      c.organization.routeId,
      `?limit=2&cursor=${first.nextCursor}`,
    )
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual([
      c.ids.hidden,
      c.ids.answered,
      c.ids.open,
    ])
    expect(second.nextCursor).toBeNull()
  })

  it("never shows another church's conversations", async () => {
    const a = await church()
    const b = await church()
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${a.organization.routeId}/conversations`,
      headers: as(b.member.cookie),
    })
    expect(response.statusCode).toBe(404)
    const own = await list(b.owner, b.organization.routeId)
    expect(own.items.map((item) => item.id)).not.toContain(a.ids.open)
  })

  it('refuses a bad state or cursor with a clear 400', async () => {
    const c = await church()
    for (const query of ['?state=deleted', '?cursor=nope', `?search=${'x'.repeat(201)}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/organizations/${c.organization.routeId}/conversations${query}`,
        headers: as(c.owner),
      })
      expect(response.statusCode).toBe(400)
    }
  })
})
