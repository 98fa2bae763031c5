import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { commentActivity, commentLabels, comments, labels } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import {
  createAccount,
  createComment,
  createMedia,
  createOrganization,
} from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'
import { markAnsweredOnInstagram } from '../comments/comments.repository'
import { COUNT_CAP } from '../inbox/inbox.repository'

// The agency's day starts at midnight in New York, so day filters are checked across UTC.
const t = useTestApp({
  SIGN_UP_RATE_LIMIT: '1000',
  SIGN_IN_RATE_LIMIT: '1000',
  AGENCY_TIMEZONE: 'America/New_York',
})

type Teammate = Awaited<ReturnType<typeof signInAsTeammate>>
let agent: Teammate
let admin: Teammate

beforeAll(async () => {
  agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
  admin = await signInAsTeammate(t.app, t.db.db, 'admin', 'Ada Admin')
})

async function church() {
  const organization = await createOrganization(t.db.db)
  const account = await createAccount(t.db.db, organization.id)
  return { organization, account }
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({ method, url, headers: as(cookie), ...(payload === undefined ? {} : { payload }) })

const counts = async (query: string, cookie = agent.cookie) =>
  (await call('GET', `/api/comments/counts?${query}`, cookie)).json()
const list = async (query: string, cookie = agent.cookie) => {
  const response = await call(
    'GET',
    `/api/comments?${query.includes('limit=') ? '' : 'limit=50&'}${query}`,
    cookie,
  )
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as {
    items: {
      id: string
      text: string
      username: string
      unread: boolean
      done: unknown
      assignee: unknown
    }[]
    nextCursor: string | null
  }
}
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id)

describe('marking comments done and reopening them', () => {
  it('moves a comment from Open to Done and back, counts following, with its activity', async () => {
    const { organization, account } = await church()
    const first = await createComment(t.db.db, account, { text: 'Amen 🙏' })
    await createComment(t.db.db, account, { text: 'Where is the service?' })
    const scope = `organizationId=${organization.id}`
    expect(await counts(scope)).toMatchObject({ open: 2, done: 0, all: 2 })

    const done = await call('POST', `/api/comments/${first.id}/done`, agent.cookie)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ responseStatus: 'done', done: { by: 'Sam Agent' } })
    expect(await counts(scope)).toMatchObject({ open: 1, done: 1, all: 2 })
    expect(ids(await list(`${scope}&view=open`))).not.toContain(first.id)
    const doneView = await list(`${scope}&view=done`)
    expect(ids(doneView)).toEqual([first.id])
    expect(doneView.items[0]!.done).toMatchObject({ by: 'Sam Agent' })

    // Asking twice is the same as once.
    expect((await call('POST', `/api/comments/${first.id}/done`, admin.cookie)).statusCode).toBe(
      200,
    )

    const reopened = await call('DELETE', `/api/comments/${first.id}/done`, admin.cookie)
    expect(reopened.json()).toMatchObject({ responseStatus: 'pending', done: null })
    expect(await counts(scope)).toMatchObject({ open: 2, done: 0 })
    const activity = await t.db.db
      .select({ kind: commentActivity.kind, actorId: commentActivity.actorId })
      .from(commentActivity)
      .where(eq(commentActivity.workItemId, first.id))
      .orderBy(commentActivity.createdAt)
    expect(activity).toEqual([
      { kind: 'done', actorId: agent.userId },
      { kind: 'reopened', actorId: admin.userId },
    ])
  })

  it('refuses with 409 a comment answered, being answered or hidden', async () => {
    const { account } = await church()
    for (const values of [
      { responseStatus: 'responded' as const },
      { responseStatus: 'sending' as const },
      { hidden: true },
    ]) {
      const comment = await createComment(t.db.db, account, values)
      const response = await call('POST', `/api/comments/${comment.id}/done`, agent.cookie)
      expect(response.statusCode, JSON.stringify(values)).toBe(409)
      expect(response.json()).toMatchObject({ code: 'COMMENT_STATE_CHANGED' })
      expect(response.json().message.length).toBeGreaterThan(10)
    }
    const answered = await createComment(t.db.db, account, { responseStatus: 'responded' })
    expect(
      (await call('DELETE', `/api/comments/${answered.id}/done`, agent.cookie)).statusCode,
    ).toBe(409)
    const reply = await createComment(t.db.db, account, {
      parentId: answered.id,
      responseStatus: 'not_applicable',
    })
    expect((await call('POST', `/api/comments/${reply.id}/done`, agent.cookie)).statusCode).toBe(
      404,
    )
  })

  it('records one transition when two teammates mark the same comment done at once', async () => {
    const { account } = await church()
    const comment = await createComment(t.db.db, account)
    const answers = await Promise.all(
      [agent, admin, agent, admin].map((who) =>
        call('POST', `/api/comments/${comment.id}/done`, who.cookie),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    const activity = await t.db.db
      .select()
      .from(commentActivity)
      .where(eq(commentActivity.workItemId, comment.id))
    expect(activity).toHaveLength(1)
  })

  it('becomes responded when the account answers it on Instagram later', async () => {
    const { organization, account } = await church()
    const comment = await createComment(t.db.db, account)
    await call('POST', `/api/comments/${comment.id}/done`, agent.cookie)
    await markAnsweredOnInstagram(t.db.db, comment.id, 'Thank you!', new Date())
    const [row] = await t.db.db.select().from(comments).where(eq(comments.id, comment.id))
    expect(row).toMatchObject({
      responseStatus: 'responded',
      respondedVia: 'instagram',
      doneAt: null,
    })
    expect(await counts(`organizationId=${organization.id}`)).toMatchObject({
      done: 0,
      responded: 1,
      open: 0,
    })
  })
})

describe('assignment', () => {
  it('assigns to a teammate, shows in Assigned to me with its count, and unassigns', async () => {
    const { organization, account } = await church()
    const comment = await createComment(t.db.db, account)
    await createComment(t.db.db, account)
    const assigned = await call('PUT', `/api/comments/${comment.id}/assignee`, agent.cookie, {
      assigneeId: admin.userId,
    })
    expect(assigned.statusCode, assigned.body).toBe(200)
    expect(assigned.json().assignee).toEqual({ id: admin.userId, name: 'Ada Admin' })
    const scope = `organizationId=${organization.id}`
    expect(ids(await list(`${scope}&view=mine`, admin.cookie))).toEqual([comment.id])
    expect(ids(await list(`${scope}&view=mine`, agent.cookie))).toEqual([])
    expect(await counts(scope, admin.cookie)).toMatchObject({ mine: 1, open: 2 })
    expect(await counts(scope, agent.cookie)).toMatchObject({ mine: 0 })
    expect((await list(`${scope}&assignee=${admin.userId}`)).items[0]!.assignee).toEqual({
      id: admin.userId,
      name: 'Ada Admin',
    })
    expect((await list(`${scope}&assignee=unassigned`)).items).toHaveLength(1)
    // The assignee is told, with the comment to open; the one who assigned is not.
    const bell = (await call('GET', '/api/notifications', admin.cookie)).json()
    expect(bell.items).toContainEqual(
      expect.objectContaining({
        kind: 'comment_assigned',
        commentId: comment.id,
        unread: true,
        message: expect.stringContaining('Sam Agent assigned you a comment'),
      }),
    )
    const mine = (await call('GET', '/api/notifications', agent.cookie)).json()
    expect(mine.items.map((item: { kind: string }) => item.kind)).not.toContain('comment_assigned')

    await call('PUT', `/api/comments/${comment.id}/assignee`, admin.cookie, { assigneeId: null })
    expect(await counts(scope, admin.cookie)).toMatchObject({ mine: 0 })
    const activity = await t.db.db
      .select({ kind: commentActivity.kind, detail: commentActivity.detail })
      .from(commentActivity)
      .where(eq(commentActivity.workItemId, comment.id))
      .orderBy(commentActivity.createdAt)
    expect(activity).toEqual([
      { kind: 'assigned', detail: { assigneeId: admin.userId, assigneeName: 'Ada Admin' } },
      { kind: 'unassigned', detail: { assigneeId: admin.userId } },
    ])
  })

  it('gives comments only to the agency team, and only the agency team may assign', async () => {
    const { organization, account } = await church()
    const comment = await createComment(t.db.db, account)
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    const refused = await call('PUT', `/api/comments/${comment.id}/assignee`, agent.cookie, {
      assigneeId: member.userId,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/agency team/)
    for (const body of [{}, { assigneeId: 42 }, { assigneeId: '' }])
      expect(
        (await call('PUT', `/api/comments/${comment.id}/assignee`, agent.cookie, body)).statusCode,
      ).toBe(400)

    const owner = await registerClient(t.app)
    for (const cookie of [member.cookie, owner.cookie]) {
      expect(
        (
          await call('PUT', `/api/comments/${comment.id}/assignee`, cookie, {
            assigneeId: agent.userId,
          })
        ).statusCode,
      ).toBe(403)
      expect((await call('POST', `/api/comments/${comment.id}/done`, cookie)).statusCode).toBe(403)
      expect((await call('PUT', `/api/comments/${comment.id}/read`, cookie)).statusCode).toBe(403)
      expect((await call('GET', '/api/team/assignees', cookie)).statusCode).toBe(403)
    }
  })

  it('lists assignable teammates by name, searched and paged', async () => {
    const found = (await call('GET', '/api/team/assignees?search=ada%20adm', agent.cookie)).json()
    expect(found.items.map((item: { id: string }) => item.id)).toContain(admin.userId)
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 20; page++) {
      const body = (
        await call(
          'GET',
          `/api/team/assignees?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
          agent.cookie,
        )
      ).json()
      seen.push(...body.items.map((item: { id: string }) => item.id))
      if (!body.nextCursor) break
      cursor = body.nextCursor
    }
    expect(seen).toEqual(expect.arrayContaining([agent.userId, admin.userId]))
    expect(new Set(seen).size).toBe(seen.length)
  })
})

describe('read and unread', () => {
  it('is kept per teammate', async () => {
    const { organization, account } = await church()
    const comment = await createComment(t.db.db, account)
    const scope = `organizationId=${organization.id}`
    expect((await list(scope, agent.cookie)).items[0]!.unread).toBe(true)
    const read = await call('PUT', `/api/comments/${comment.id}/read`, agent.cookie)
    expect(read.json()).toMatchObject({ unread: false })
    expect((await list(scope, agent.cookie)).items[0]!.unread).toBe(false)
    expect((await list(scope, admin.cookie)).items[0]!.unread).toBe(true)
    await call('PUT', `/api/comments/${comment.id}/read`, agent.cookie)
    await call('DELETE', `/api/comments/${comment.id}/read`, agent.cookie)
    expect((await list(scope, agent.cookie)).items[0]!.unread).toBe(true)
  })
})

describe('inbox filters', () => {
  it('combine organizations, accounts, post, label, days, search and both sorts, paging each', async () => {
    const grace = await church()
    const youth = await createAccount(t.db.db, grace.organization.id)
    const hope = await church()
    const post = await createMedia(t.db.db, grace.account.id)
    const at = (iso: string) => new Date(iso)
    // 03:00Z on 10 March is still 9 March in New York; 05:00Z is 10 March there.
    const a = await createComment(t.db.db, grace.account, {
      text: 'Service times?',
      username: 'maria',
      commentedAt: at('2026-03-10T03:00:00Z'),
      mediaId: post.id,
    })
    const b = await createComment(t.db.db, grace.account, {
      text: 'Lovely',
      username: 'joao_prays',
      commentedAt: at('2026-03-10T05:00:00Z'),
      mediaId: post.id,
    })
    const c = await createComment(t.db.db, youth, {
      text: 'Youth night?',
      username: 'maria',
      commentedAt: at('2026-03-11T12:00:00Z'),
    })
    const d = await createComment(t.db.db, hope.account, {
      text: 'Praying',
      username: 'hopeful',
      commentedAt: at('2026-03-12T12:00:00Z'),
    })
    const [label] = await t.db.db
      .insert(labels)
      .values({ name: `Prayer ${a.id}`, color: 'blue' })
      .returning()
    await t.db.db.insert(commentLabels).values([
      { workItemId: b.id, labelId: label!.id },
      { workItemId: d.id, labelId: label!.id },
    ])
    const orgs = `organizationId=${grace.organization.id}&organizationId=${hope.organization.id}`

    expect(ids(await list(orgs))).toEqual([d.id, c.id, b.id, a.id])
    expect(ids(await list(`${orgs}&sort=oldest`))).toEqual([a.id, b.id, c.id, d.id])
    expect(ids(await list(`organizationId=${grace.organization.id}`))).toEqual([c.id, b.id, a.id])
    expect(ids(await list(`accountId=${youth.id}&accountId=${hope.account.id}`))).toEqual([
      d.id,
      c.id,
    ])
    expect(ids(await list(`${orgs}&postId=${post.id}`))).toEqual([b.id, a.id])
    expect(ids(await list(`${orgs}&labelId=${label!.id}`))).toEqual([d.id, b.id])
    expect(ids(await list(`${orgs}&from=2026-03-10&to=2026-03-10`))).toEqual([b.id])
    expect(ids(await list(`${orgs}&to=2026-03-09`))).toEqual([a.id])
    // Search reads the commenter's username as well as the text.
    expect(ids(await list(`${orgs}&search=MARIA`))).toEqual([c.id, a.id])
    expect(ids(await list(`${orgs}&search=pray`))).toEqual([d.id, b.id])
    expect(
      ids(await list(`${orgs}&search=pray&labelId=${label!.id}&accountId=${grace.account.id}`)),
    ).toEqual([b.id])
    expect(await counts(`${orgs}&search=maria`)).toMatchObject({ all: 2, open: 2, capped: null })
    expect(await counts(`${orgs}&labelId=${label!.id}&from=2026-03-11`)).toMatchObject({ all: 1 })

    for (const sort of ['newest', 'oldest']) {
      const seen: string[] = []
      let cursor = ''
      for (let page = 0; page < 10; page++) {
        const body = await list(
          `${orgs}&sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`.replace(
            'limit=50&',
            '',
          ),
        )
        seen.push(...ids(body))
        if (!body.nextCursor) break
        cursor = body.nextCursor
      }
      expect(seen, sort).toEqual(
        sort === 'newest' ? [d.id, c.id, b.id, a.id] : [a.id, b.id, c.id, d.id],
      )
    }
  })

  it('shows hidden comments in the Hidden view and counts them', async () => {
    const { organization, account } = await church()
    const hidden = await createComment(t.db.db, account, { hidden: true })
    await createComment(t.db.db, account)
    const scope = `organizationId=${organization.id}`
    expect(ids(await list(`${scope}&view=hidden`))).toEqual([hidden.id])
    expect(await counts(scope)).toMatchObject({ hidden: 1, open: 1, all: 2 })
  })

  it('lets the pickers name the organizations and accounts an address holds', async () => {
    const grace = await church()
    const hope = await church()
    const accounts = (
      await call('GET', `/api/accounts?id=${grace.account.id}&id=${hope.account.id}`, agent.cookie)
    ).json()
    expect(accounts.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [grace.account.id, hope.account.id].sort(),
    )
    const organizations = (
      await call('GET', `/api/organizations?id=${hope.organization.id}`, agent.cookie)
    ).json()
    expect(organizations.items.map((item: { id: string }) => item.id)).toEqual([
      hope.organization.id,
    ])
    expect((await call('GET', '/api/accounts?id=nope', agent.cookie)).statusCode).toBe(400)
  })

  it('counts a broad filtered view up to a bound, and says when it stopped', async () => {
    const { organization, account } = await church()
    await t.db.db.execute(sql`
      insert into comments (organization_id, account_id, ig_comment_id, username, text, commented_at)
      select ${organization.id}, ${account.id}, 'bulk-' || gen_random_uuid(), 'someone', 'Amen',
             timestamptz '2026-04-02 12:00:00+00' + make_interval(secs => n)
      from generate_series(1, ${COUNT_CAP + 5}) n`)
    const scope = `organizationId=${organization.id}`
    // Organizations alone are counted exactly from comment_counts.
    expect(await counts(scope)).toMatchObject({ all: COUNT_CAP + 5, capped: null })
    expect(await counts(`${scope}&from=2026-04-01`)).toMatchObject({
      all: COUNT_CAP,
      open: COUNT_CAP,
      capped: COUNT_CAP,
    })
    expect(await counts(`${scope}&from=2026-04-01&search=nothing%20like%20it`)).toMatchObject({
      all: 0,
      capped: null,
    })
  })

  it('explains bad filters with 400', async () => {
    for (const query of [
      'view=pending',
      'sort=sideways',
      'organizationId=nope',
      'accountId=1&accountId=2',
      'from=2026-02-30',
      'from=10/03/2026',
      'from=2026-03-12&to=2026-03-10',
      'labelId=red',
      'postId=42',
    ]) {
      const response = await call('GET', `/api/comments?${query}`, agent.cookie)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().message.length).toBeGreaterThan(5)
    }
  })
})
