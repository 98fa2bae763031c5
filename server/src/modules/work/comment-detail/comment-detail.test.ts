import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { commentPresence, labels } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createMedia } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { connectSse, type SseClient } from '../../../../test/sse-client'
import { commenterCommentsQuery, OTHER_COMMENTS_LIMIT } from './comment-detail.repository'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

let agent: { cookie: string; userId: string }
let owner: { cookie: string; userId: string }
let churchOwner = ''
let churchMember = ''
let otherChurch = ''
let account: { id: string; organizationId: string; username: string }
let otherAccount: { id: string; organizationId: string; username: string }
const open: SseClient[] = []
afterAll(() => open.forEach((client) => client.close()))

beforeAll(async () => {
  agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
  owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
  const church = await registerClient(t.app)
  churchOwner = church.cookie
  const organizationId: string = church.response.json().organization.id
  churchMember = (await signInAsChurchMember(t.app, t.db.db, organizationId)).cookie
  const other = await registerClient(t.app)
  otherChurch = other.cookie
  account = await createAccount(t.db.db, organizationId)
  otherAccount = await createAccount(t.db.db, other.response.json().organization.id)
})

const get = (url: string, cookie: string) => t.app.inject({ url, headers: as(cookie) })
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) })

describe("a comment's detail", () => {
  it('tells the thread, the post and the same person’s other comments on any account', async () => {
    const post = await createMedia(t.db.db, account.id)
    const comment = await createComment(t.db.db, account, {
      mediaId: post.id,
      username: 'mary_prays',
      fromIgId: 'ig-mary',
      text: 'Please pray for my mother',
    })
    await createComment(t.db.db, account, {
      parentId: comment.id,
      isOwn: true,
      responseStatus: 'not_applicable',
      username: account.username,
      text: 'We are praying with you',
    })
    // Older comments of Mary's on both churches' accounts (one under another username), and
    // someone else's under the same username before Instagram gave ids.
    const older = (minutes: number) => new Date(Date.now() - minutes * 60_000)
    await createComment(t.db.db, otherAccount, {
      fromIgId: 'ig-mary',
      username: 'mary_prays_new',
      text: 'Lovely service',
      commentedAt: older(5),
    })
    await createComment(t.db.db, account, {
      fromIgId: 'ig-mary',
      username: 'mary_prays',
      text: 'Thank you',
      commentedAt: older(10),
    })
    await createComment(t.db.db, account, { username: 'someone', text: 'Hello' })

    const response = await get(`/api/comments/${comment.id}`, agent.cookie)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.comment).toMatchObject({
      id: comment.id,
      text: 'Please pray for my mother',
      accountUsername: account.username,
      labels: [],
      replies: [{ text: 'We are praying with you', isOwn: true }],
    })
    expect(body.comment.post).toMatchObject({ id: post.id })
    expect(body.otherComments.map((item: { text: string }) => item.text)).toEqual([
      'Lovely service',
      'Thank you',
    ])
    expect(body.otherComments[0].accountUsername).toBe(otherAccount.username)
    expect(body.notes).toEqual([])
  })

  it('keeps the list of other comments short, newest first', async () => {
    for (let i = 0; i < OTHER_COMMENTS_LIMIT + 3; i++) {
      await createComment(t.db.db, account, {
        fromIgId: 'ig-busy',
        username: 'busy',
        text: `busy ${i}`,
        commentedAt: new Date(Date.now() - (i + 1) * 60_000),
      })
    }
    const comment = await createComment(t.db.db, account, { fromIgId: 'ig-busy', username: 'busy' })
    const body = (await get(`/api/comments/${comment.id}`, agent.cookie)).json()
    expect(body.otherComments).toHaveLength(OTHER_COMMENTS_LIMIT)
    expect(body.otherComments[0].text).toBe('busy 0')
  })

  it("finds the person's other comments through an index, by Instagram id or by username", async () => {
    // Enough comments from other people that reading them all would show in the plan.
    await t.db.db.execute(sql`
      insert into comments (organization_id, account_id, ig_comment_id, username, from_ig_id, text, commented_at)
      select ${account.organizationId}, ${account.id}, 'bulk-' || n, 'person_' || n, 'ig-' || n,
             'Bulk comment', now() - make_interval(secs => n)
      from generate_series(1, 20000) n`)
    await t.db.db.execute(sql`analyze comments`)
    const plans: string[] = []
    for (const person of [
      { id: crypto.randomUUID(), fromIgId: 'ig-42', username: 'person_42' },
      { id: crypto.randomUUID(), fromIgId: null, username: 'person_42' },
    ]) {
      const query = commenterCommentsQuery(t.db.db, person).toSQL()
      const result = await t.db.pool.query(`explain ${query.sql}`, query.params)
      plans.push(result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'))
    }
    expect(plans[0]).toContain('comments_from_idx')
    expect(plans[1]).toContain('comments_username_idx')
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on comments/)
  })

  it('answers 404 for a comment that does not exist, or is a reply, and 400 for a bad id', async () => {
    const parent = await createComment(t.db.db, account)
    const reply = await createComment(t.db.db, account, { parentId: parent.id })
    expect((await get(`/api/comments/${crypto.randomUUID()}`, agent.cookie)).statusCode).toBe(404)
    expect((await get(`/api/comments/${reply.id}`, agent.cookie)).statusCode).toBe(404)
    expect((await get('/api/comments/nope', agent.cookie)).statusCode).toBe(400)
  })

  it('is never shown to church people, not even of the comment’s own church', async () => {
    const comment = await createComment(t.db.db, account)
    for (const cookie of [churchOwner, churchMember, otherChurch]) {
      expect((await get(`/api/comments/${comment.id}`, cookie)).statusCode).toBe(403)
    }
    expect((await t.app.inject({ url: `/api/comments/${comment.id}` })).statusCode).toBe(401)
  })
})

describe('internal notes', () => {
  it('are written by any teammate, Agents too, and shown with their author and activity', async () => {
    const comment = await createComment(t.db.db, account)
    const created = await send('POST', `/api/comments/${comment.id}/notes`, agent.cookie, {
      text: '  Called her; she will come on Sunday  ',
    })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({
      authorName: 'Sam Agent',
      text: 'Called her; she will come on Sunday',
    })
    await send('POST', `/api/comments/${comment.id}/notes`, owner.cookie, { text: 'Thanks Sam' })

    const notes = (await get(`/api/comments/${comment.id}/notes`, owner.cookie)).json()
    expect(notes.items.map((note: { authorName: string }) => note.authorName)).toEqual([
      'Sam Agent',
      'Olive Owner',
    ])
    const detail = (await get(`/api/comments/${comment.id}`, agent.cookie)).json()
    expect(detail.notes).toHaveLength(2)
    expect(
      detail.activity.map((entry: { kind: string; actorName: string }) => [
        entry.kind,
        entry.actorName,
      ]),
    ).toEqual([
      ['noted', 'Sam Agent'],
      ['noted', 'Olive Owner'],
    ])
  })

  it('refuse blank or overlong text with 400', async () => {
    const comment = await createComment(t.db.db, account)
    for (const text of ['   ', 'x'.repeat(2001)]) {
      const response = await send('POST', `/api/comments/${comment.id}/notes`, agent.cookie, {
        text,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().message).toMatch(/Note text/)
    }
  })

  it('are never read or written by church people, and never reach what a church reads', async () => {
    const comment = await createComment(t.db.db, account, { text: 'Church-visible comment' })
    await send('POST', `/api/comments/${comment.id}/notes`, agent.cookie, {
      text: 'SECRET-NOTE-TEXT',
    })
    for (const cookie of [churchOwner, churchMember, otherChurch]) {
      expect((await get(`/api/comments/${comment.id}/notes`, cookie)).statusCode).toBe(403)
      const write = await send('POST', `/api/comments/${comment.id}/notes`, cookie, { text: 'hi' })
      expect(write.statusCode).toBe(403)
    }
    // What the church can read about its account and its posts holds no note.
    for (const url of [
      `/api/accounts/${account.id}`,
      `/api/accounts/${account.id}/posts`,
      '/api/notifications',
    ]) {
      const response = await get(url, churchOwner)
      expect(response.body).not.toContain('SECRET-NOTE-TEXT')
    }
  })
})

describe('labels', () => {
  it('are created on the fly, found by name, and put on and taken off comments', async () => {
    const created = await send('POST', '/api/labels', agent.cookie, {
      name: 'Prayer request',
      color: 'purple',
    })
    expect(created.statusCode).toBe(201)
    const label = created.json()
    expect(label).toMatchObject({ name: 'Prayer request', color: 'purple' })
    // The same name in another case is the same label.
    const again = await send('POST', '/api/labels', owner.cookie, {
      name: 'PRAYER REQUEST',
      color: 'red',
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(label)

    const found = (await get('/api/labels?search=prayer', agent.cookie)).json()
    expect(found.items).toContainEqual(label)

    const comment = await createComment(t.db.db, account, { text: 'Labelled comment' })
    const url = `/api/comments/${comment.id}/labels/${label.id}`
    expect((await send('PUT', url, agent.cookie)).statusCode).toBe(200)
    expect((await send('PUT', url, agent.cookie)).statusCode).toBe(200)
    const page = (await get(`/api/comments?accountId=${account.id}&limit=50`, agent.cookie)).json()
    const item = page.items.find((each: { id: string }) => each.id === comment.id)
    expect(item.labels).toEqual([label])

    expect((await send('DELETE', url, agent.cookie)).statusCode).toBe(200)
    const detail = (await get(`/api/comments/${comment.id}`, agent.cookie)).json()
    expect(detail.comment.labels).toEqual([])
    // Putting it on twice was one change: the activity tells each change once.
    expect(detail.activity.map((entry: { kind: string }) => entry.kind)).toEqual([
      'labelled',
      'unlabelled',
    ])
    expect(detail.activity[0].detail).toEqual({ label: 'Prayer request' })
  })

  it('end as one label, without a server error, when two people create the same name at once', async () => {
    const name = `Events ${Date.now()}`
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send('POST', '/api/labels', i % 2 ? agent.cookie : owner.cookie, {
          name: i % 2 ? name : name.toUpperCase(),
          color: 'teal',
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ])
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1)
    const [row] = await t.db.db
      .select({ count: sql<number>`count(*)::int` })
      .from(labels)
      .where(sql`lower(${labels.name}) = lower(${name})`)
    expect(row!.count).toBe(1)
  })

  it('refuse a colour outside the palette, a blank name and an unknown label', async () => {
    expect(
      (await send('POST', '/api/labels', agent.cookie, { name: 'X', color: '#ff0000' })).statusCode,
    ).toBe(400)
    expect(
      (await send('POST', '/api/labels', agent.cookie, { name: ' ', color: 'blue' })).statusCode,
    ).toBe(400)
    const comment = await createComment(t.db.db, account)
    const unknown = await send(
      'PUT',
      `/api/comments/${comment.id}/labels/${crypto.randomUUID()}`,
      agent.cookie,
    )
    expect(unknown.statusCode).toBe(404)
  })

  it('are the agency’s only: church people can neither list, create nor attach them', async () => {
    const label = (
      await send('POST', '/api/labels', agent.cookie, {
        name: `Church-proof ${Date.now()}`,
        color: 'blue',
      })
    ).json()
    const comment = await createComment(t.db.db, account)
    for (const cookie of [churchOwner, churchMember, otherChurch]) {
      expect((await get('/api/labels', cookie)).statusCode).toBe(403)
      expect(
        (await send('POST', '/api/labels', cookie, { name: 'Mine', color: 'blue' })).statusCode,
      ).toBe(403)
      for (const method of ['PUT', 'DELETE'] as const) {
        expect(
          (await send(method, `/api/comments/${comment.id}/labels/${label.id}`, cookie)).statusCode,
        ).toBe(403)
      }
    }
  })
})

describe('presence', () => {
  it('shows who is replying, to the team only, and lapses without a heartbeat', async () => {
    const url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
    const connect = async (cookie: string) => {
      const client = await connectSse(url, { cookie })
      open.push(client)
      await client.waitFor((frame) => frame.event === 'ready')
      return client
    }
    const ownerStream = await connect(owner.cookie)
    const churchStream = await connect(churchOwner)
    const comment = await createComment(t.db.db, account)

    const held = await send('PUT', `/api/comments/${comment.id}/presence`, agent.cookie)
    expect(held.statusCode).toBe(200)
    await ownerStream.waitFor((frame) => frame.event === 'comment.team')
    const seen = (await get('/api/presence', owner.cookie)).json()
    expect(seen.items).toEqual([
      expect.objectContaining({ commentId: comment.id, userId: agent.userId, name: 'Sam Agent' }),
    ])

    // A second heartbeat, or one on another comment, keeps one row for the teammate.
    const next = await createComment(t.db.db, account)
    await send('PUT', `/api/comments/${next.id}/presence`, agent.cookie)
    const moved = (await get('/api/presence', owner.cookie)).json()
    expect(moved.items.map((item: { commentId: string }) => item.commentId)).toEqual([next.id])

    // A teammate who closes the tab sends nothing more: the entry lapses by itself.
    await t.db.db.update(commentPresence).set({ expiresAt: sql`now() - interval '1 second'` })
    expect((await get('/api/presence', owner.cookie)).json().items).toEqual([])

    await send('PUT', `/api/comments/${next.id}/presence`, owner.cookie)
    const rows = await t.db.db.select().from(commentPresence)
    // The lapsed row was swept by the next heartbeat: the table never outgrows the team.
    expect(rows.map((row) => row.userId)).toEqual([owner.userId])

    const released = await send('DELETE', `/api/comments/${next.id}/presence`, owner.cookie)
    expect(released.json().items).toEqual([])
    expect(churchStream.events('comment.team')).toEqual([])
    for (const cookie of [churchOwner, churchMember]) {
      expect((await get('/api/presence', cookie)).statusCode).toBe(403)
      expect((await send('PUT', `/api/comments/${comment.id}/presence`, cookie)).statusCode).toBe(
        403,
      )
    }
  })
})
