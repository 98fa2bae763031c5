import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TBulkJob, TBulkRequest } from '@common/schemas/bulk'
import { commentActivity, commentLabels, comments, labels } from '../../../db/schema'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { churchWithComments, clearSimLog, simControl, simLog } from '../../../../test/instagram'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

let owner: { cookie: string; userId: string }
let agent: { cookie: string; userId: string }
beforeAll(async () => {
  owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
  agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
})

const bulk = (cookie: string, payload: TBulkRequest | Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/comments/bulk', headers: as(cookie), payload })

const rowsOf = (ids: string[]) =>
  t.db.db.select().from(comments).where(inArray(comments.id, ids)).orderBy(comments.id)

// An account with follower comments in every state a bulk action must tell apart.
async function mixedAccount() {
  const organization = await createOrganization(t.db.db)
  const account = await createAccount(t.db.db, organization.id)
  const pending = await Promise.all(
    [1, 2, 3].map((n) => createComment(t.db.db, account, { text: `Open ${n}` })),
  )
  const sending = await createComment(t.db.db, account, { responseStatus: 'sending' })
  const responded = await createComment(t.db.db, account, { responseStatus: 'responded' })
  const hidden = await createComment(t.db.db, account, { hidden: true })
  const reply = await createComment(t.db.db, account, { parentId: pending[0]!.id })
  return { organization, account, pending, sending, responded, hidden, reply }
}

describe('bulk actions on Flock', () => {
  it('marks open comments done, skips the rest, records activity, and reopens them', async () => {
    const m = await mixedAccount()
    const ids = [
      ...m.pending.map((c) => c.id),
      m.sending.id,
      m.responded.id,
      m.hidden.id,
      m.reply.id,
    ]
    const done = await bulk(agent.cookie, {
      selection: { ids },
      action: { type: 'done' },
    })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ kind: 'applied', action: 'done', changed: 3, skipped: 4 })
    const rows = await rowsOf(m.pending.map((c) => c.id))
    for (const row of rows) {
      expect(row).toMatchObject({ responseStatus: 'done', doneBy: agent.userId })
      expect(row.doneAt).toBeInstanceOf(Date)
    }
    expect((await rowsOf([m.sending.id]))[0]!.responseStatus).toBe('sending')
    const activity = await t.db.db
      .select()
      .from(commentActivity)
      .where(
        inArray(
          commentActivity.workItemId,
          m.pending.map((c) => c.id),
        ),
      )
    expect(activity.map((a) => [a.kind, a.actorId])).toEqual(Array(3).fill(['done', agent.userId]))
    // The Open count no longer holds them.
    const counts = await t.app.inject({
      url: `/api/comments/counts?accountId=${m.account.id}`,
      headers: as(agent.cookie),
    })
    // Only the comment whose reply is on its way still awaits one.
    expect(counts.json().open).toBe(1)

    // Done again: nothing changes, all skipped.
    expect(
      (await bulk(agent.cookie, { selection: { ids }, action: { type: 'done' } })).json(),
    ).toEqual({ kind: 'applied', action: 'done', changed: 0, skipped: 7 })
    const reopened = await bulk(agent.cookie, { selection: { ids }, action: { type: 'reopen' } })
    expect(reopened.json()).toEqual({ kind: 'applied', action: 'reopen', changed: 3, skipped: 4 })
    for (const row of await rowsOf(m.pending.map((c) => c.id)))
      expect(row).toMatchObject({ responseStatus: 'pending', doneAt: null, doneBy: null })
  })

  it('assigns to a teammate, unassigns, and refuses a church person as assignee', async () => {
    const m = await mixedAccount()
    const ids = m.pending.map((c) => c.id)
    const assigned = await bulk(owner.cookie, {
      selection: { ids },
      action: { type: 'assign', assigneeId: agent.userId },
    })
    expect(assigned.json()).toEqual({ kind: 'applied', action: 'assign', changed: 3, skipped: 0 })
    for (const row of await rowsOf(ids)) expect(row.assigneeId).toBe(agent.userId)
    const again = await bulk(owner.cookie, {
      selection: { ids: [...ids, m.responded.id] },
      action: { type: 'assign', assigneeId: agent.userId },
    })
    // Already theirs: skipped; the responded comment is assigned.
    expect(again.json()).toMatchObject({ changed: 1, skipped: 3 })
    const [activity] = await t.db.db
      .select()
      .from(commentActivity)
      .where(eq(commentActivity.workItemId, ids[0]!))
    expect(activity).toMatchObject({
      kind: 'assigned',
      detail: { assigneeId: agent.userId, assigneeName: 'Sam Agent' },
    })

    const member = await signInAsChurchMember(t.app, t.db.db, m.organization.id)
    const refused = await bulk(owner.cookie, {
      selection: { ids },
      action: { type: 'assign', assigneeId: member.userId },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(
      'Comments can only be assigned to a teammate of the agency.',
    )

    const unassigned = await bulk(owner.cookie, {
      selection: { ids },
      action: { type: 'assign', assigneeId: null },
    })
    expect(unassigned.json()).toMatchObject({ changed: 3, skipped: 0 })
    for (const row of await rowsOf(ids)) expect(row.assigneeId).toBeNull()
  })

  it('labels once and unlabels, counting only what changed', async () => {
    const m = await mixedAccount()
    const [label] = await t.db.db
      .insert(labels)
      .values({ name: `Prayer ${Date.now()}`, color: 'blue' })
      .returning()
    const ids = m.pending.map((c) => c.id)
    const labelled = await bulk(agent.cookie, {
      selection: { ids: ids.slice(0, 2) },
      action: { type: 'label', labelId: label!.id },
    })
    expect(labelled.json()).toEqual({ kind: 'applied', action: 'label', changed: 2, skipped: 0 })
    const all = await bulk(agent.cookie, {
      selection: { ids },
      action: { type: 'label', labelId: label!.id },
    })
    expect(all.json()).toMatchObject({ changed: 1, skipped: 2 })
    const held = await t.db.db
      .select()
      .from(commentLabels)
      .where(eq(commentLabels.labelId, label!.id))
    expect(held.map((row) => row.workItemId).sort()).toEqual([...ids].sort())
    const removed = await bulk(agent.cookie, {
      selection: { ids: [ids[0]!] },
      action: { type: 'unlabel', labelId: label!.id },
    })
    expect(removed.json()).toMatchObject({ changed: 1, skipped: 0 })
    const unknown = await bulk(agent.cookie, {
      selection: { ids },
      action: { type: 'label', labelId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('a filter selection changes exactly the comments the list shows', async () => {
    const m = await mixedAccount()
    const other = await mixedAccount()
    const list = await t.app.inject({
      url: `/api/comments?view=open&accountId=${m.account.id}&limit=50`,
      headers: as(agent.cookie),
    })
    const shown = (list.json().items as { id: string }[]).map((item) => item.id).sort()
    expect(shown).toHaveLength(4) // three open and the one on its way
    const done = await bulk(agent.cookie, {
      selection: { filter: { view: 'open', accountId: m.account.id } },
      action: { type: 'assign', assigneeId: owner.userId },
    })
    expect(done.json()).toMatchObject({ changed: 4, skipped: 0 })
    const assigned = await t.db.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.assigneeId, owner.userId))
    const assignedIds = assigned.map((row) => row.id)
    expect(assignedIds.filter((id) => shown.includes(id)).sort()).toEqual(shown)
    const others = [...other.pending, other.sending, m.responded, m.hidden, m.reply].map(
      (c) => c.id,
    )
    expect(assignedIds.some((id) => others.includes(id))).toBe(false)

    // With a search, as the list searches.
    const searched = await bulk(agent.cookie, {
      selection: { filter: { view: 'all', accountId: m.account.id, search: 'Open 2' } },
      action: { type: 'done' },
    })
    expect(searched.json()).toEqual({ kind: 'applied', action: 'done', changed: 1, skipped: 0 })
    expect((await rowsOf([m.pending[1]!.id]))[0]!.responseStatus).toBe('done')
  })

  it('is refused to church people and signed-out visitors; delete is refused to Agents', async () => {
    const m = await mixedAccount()
    const churchOwner = await churchWithComments(t.app, t.sim, [])
    const member = await signInAsChurchMember(t.app, t.db.db, m.organization.id)
    const ids = m.pending.map((c) => c.id)
    for (const cookie of [churchOwner.cookie, member.cookie]) {
      for (const type of ['done', 'hide', 'delete'] as const) {
        const refused = await bulk(cookie, { selection: { ids }, action: { type } })
        expect(refused.statusCode).toBe(403)
      }
    }
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/comments/bulk',
      headers: as(),
      payload: { selection: { ids }, action: { type: 'done' } },
    })
    expect(signedOut.statusCode).toBe(401)
    const agentDelete = await bulk(agent.cookie, { selection: { ids }, action: { type: 'delete' } })
    expect(agentDelete.statusCode).toBe(403)
    expect(agentDelete.json().message).toBe(
      'Agents cannot delete comments. Ask an Admin or Owner of your team.',
    )
    for (const row of await rowsOf(ids)) expect(row.responseStatus).toBe('pending')
  })

  it('validates the request with clear messages', async () => {
    const tooMany = Array.from({ length: 5_001 }, () => crypto.randomUUID())
    const cases: [Record<string, unknown>, string][] = [
      [{ selection: { ids: tooMany }, action: { type: 'done' } }, 'At most 5000 comments at once'],
      [{ selection: { ids: [] }, action: { type: 'done' } }, 'Select at least one comment'],
      [
        { selection: { ids: [crypto.randomUUID()] }, action: { type: 'assign' } },
        'Choose a teammate or null',
      ],
      [{ selection: { ids: [crypto.randomUUID()] }, action: { type: 'label' } }, 'Choose a label'],
      [
        { selection: { ids: [crypto.randomUUID()] }, action: { type: 'shout' } },
        'Unknown bulk action',
      ],
    ]
    for (const [payload, message] of cases) {
      const response = await bulk(agent.cookie, payload)
      expect(response.statusCode, message).toBe(400)
      expect(response.json().message).toContain(message)
    }
  })
})

describe('bulk actions on Instagram', () => {
  const simHidden = async () =>
    new Map(
      (
        (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
          comments: { id: string; hidden: boolean }[]
        }
      ).comments.map((c) => [c.id, c.hidden]),
    )
  const job = async (id: string) =>
    (
      await t.app.inject({ url: `/api/comments/bulk/${id}`, headers: as(agent.cookie) })
    ).json() as TBulkJob

  it('hides through 30% errors with an exact result, and a retry retries only the failures', async () => {
    const church = await churchWithComments(
      t.app,
      t.sim,
      Array.from({ length: 30 }, (_, i) => ({ text: `Spam ${i}` })),
    )
    const rows = await t.db.db
      .select()
      .from(comments)
      .where(inArray(comments.igCommentId, church.simComments))
    const ids = rows.map((row) => row.id)
    await simControl(t.sim, 'faults', {
      path: '/*',
      method: 'POST',
      error_rate: 0.3,
      status_codes: [500, 503],
    })
    let result: TBulkJob
    try {
      const started = await bulk(agent.cookie, { selection: { ids }, action: { type: 'hide' } })
      expect(started.statusCode).toBe(202)
      result = await job(started.json().id)
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    // The inline queue worked it all: every item settled, as Instagram and Flock both say.
    expect(result.state).toBe('finished')
    expect(result.total).toBe(30)
    expect(result.done + result.failed).toBe(30)
    expect(result.failed).toBeGreaterThan(0)
    expect(result.failures[0]!.count).toBe(result.failed)
    expect(result.failures[0]!.error).toMatch(/Instagram/)
    const onInstagram = await simHidden()
    const inFlock = await rowsOf(ids)
    const hiddenOnInstagram = church.simComments.filter((id) => onInstagram.get(id))
    expect(hiddenOnInstagram).toHaveLength(result.done)
    expect(inFlock.filter((row) => row.hidden)).toHaveLength(result.done)

    // A retry works the failures only: the log shows one call per failed comment.
    await clearSimLog(t.sim)
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/comments/bulk/${result.id}/retry`,
      headers: as(agent.cookie),
    })
    expect(retried.statusCode).toBe(202)
    const hideCalls = (await simLog(t.sim)).filter((c) => c.method === 'POST')
    expect(hideCalls).toHaveLength(result.failed)
    const after = await job(result.id)
    expect(after).toMatchObject({ state: 'finished', total: 30, done: 30, failed: 0 })
    const finalOnInstagram = await simHidden()
    for (const igId of church.simComments) expect(finalOnInstagram.get(igId)).toBe(true)
    for (const row of await rowsOf(ids)) expect(row.hidden).toBe(true)
  })

  it('deletes for an Admin, and a job taken up again never settles an item twice', async () => {
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin')
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Rude' }, { text: 'Ruder' }])
    const rows = await t.db.db
      .select()
      .from(comments)
      .where(inArray(comments.igCommentId, church.simComments))
    const started = await bulk(admin.cookie, {
      selection: { ids: rows.map((r) => r.id) },
      action: { type: 'delete' },
    })
    expect(started.statusCode).toBe(202)
    const result = await job(started.json().id)
    expect(result).toMatchObject({ state: 'finished', total: 2, done: 2, failed: 0 })
    expect(await rowsOf(rows.map((r) => r.id))).toEqual([])
    const onInstagram = await simHidden()
    for (const igId of church.simComments) expect(onInstagram.has(igId)).toBe(false)
    // Asking the finished action to run again changes nothing.
    const { requestBulkWork } = await import('../../../jobs/contracts')
    await requestBulkWork(t.jobs, result.id)
    expect(await job(result.id)).toMatchObject({ done: 2, failed: 0 })
  })

  it('only the bulk action of an existing id is found; church people cannot read one', async () => {
    const missing = await t.app.inject({
      url: '/api/comments/bulk/00000000-0000-4000-8000-000000000000',
      headers: as(agent.cookie),
    })
    expect(missing.statusCode).toBe(404)
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Hello' }])
    const [row] = await t.db.db
      .select()
      .from(comments)
      .where(and(eq(comments.igCommentId, church.simComments[0]!)))
    const started = await bulk(agent.cookie, {
      selection: { ids: [row!.id] },
      action: { type: 'unhide' },
    })
    const read = await t.app.inject({
      url: `/api/comments/bulk/${started.json().id}`,
      headers: as(church.cookie),
    })
    expect(read.statusCode).toBe(403)
  })
})
