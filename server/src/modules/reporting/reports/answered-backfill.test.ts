import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { MIGRATIONS_DIR } from '../../../db/migrate'
import { outgoingMessages } from '../../../db/schema'

const t = useTestApp({ AGENCY_TIMEZONE: 'America/New_York' })

// Migration 0045's recount (decision 074), run again over comments whose first_response_at was
// written by the old rule (Done answered): everything from its lock on `comments` to the end.
function recountStatements() {
  const text = readFileSync(path.join(MIGRATIONS_DIR, '0045_answered_means_replied.sql'), 'utf8')
  const statements = text.split('--> statement-breakpoint').map((part) => part.trim())
  return statements.slice(statements.findIndex((part) => part.includes('LOCK TABLE')))
}

const at = (iso: string) => new Date(iso)
const plus = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000)

describe('migration 0045 recounts answered comments', () => {
  it('keeps only replies that reached the follower, and every rollup equals counting afresh', async () => {
    const hope = await signInAsTeammate(t.app, t.db.db, 'agent', 'Hope')
    const church = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, church.id)
    const when = '2026-05-04T14:00:00Z'
    const make = (values: Parameters<typeof createComment>[2] = {}) =>
      createComment(t.db.db, account, { commentedAt: at(when), ...values })
    // Done only: answered by the old rule, closed without a reply by the new one.
    const doneOnly = await make({ responseStatus: 'done', doneAt: plus(when, 60) })
    // Done first, then a private reply that Flock sent later: answered at the send.
    const doneThenPrivate = await make({ responseStatus: 'done', doneAt: plus(when, 120) })
    await t.db.db.insert(outgoingMessages).values({
      organizationId: church.id,
      accountId: account.id,
      workItemId: doneThenPrivate.id,
      kind: 'private_reply',
      message: 'We are praying with you',
      idempotencyKey: crypto.randomUUID(),
      status: 'sent',
      sentAt: plus(when, 900),
      createdBy: hope.userId,
    })
    // A private reply that failed never reached anyone.
    const failedPrivate = await make({ responseStatus: 'done', doneAt: plus(when, 180) })
    await t.db.db.insert(outgoingMessages).values({
      organizationId: church.id,
      accountId: account.id,
      workItemId: failedPrivate.id,
      kind: 'private_reply',
      message: 'Not sent',
      idempotencyKey: crypto.randomUUID(),
      status: 'failed',
      createdBy: hope.userId,
    })
    // Hidden, then answered in the Instagram app (the account's own reply under it).
    const hiddenThenOwn = await make({ hidden: true })
    await make({ parentId: hiddenThenOwn.id, isOwn: true, commentedAt: plus(when, 1500) })
    // Replied publicly: answered at responded_at, whatever else.
    const replied = await make({
      responseStatus: 'responded',
      respondedAt: plus(when, 300),
      respondedBy: hope.userId,
    })
    const hiddenOnly = await make({ hidden: true })

    // Write the old rule's first answers (Done counted), with the triggers off as the old rows
    // were, so the recount starts from rollups that counted Done as answered.
    await t.db.db.execute(sql`alter table comments disable trigger user`)
    await t.db.db.execute(sql`
      update comments set first_response_at = least(done_at, responded_at),
             first_response_by = null
       where organization_id = ${church.id}::uuid and (done_at is not null or responded_at is not null)`)
    await t.db.db.execute(sql`alter table comments enable trigger user`)

    const client = await t.db.pool.connect()
    try {
      await client.query('begin')
      for (const statement of recountStatements()) await client.query(statement)
      await client.query('commit')
    } finally {
      client.release()
    }

    const rows = await t.db.db.execute<{ id: string; first_response_at: Date | null }>(sql`
      select id, first_response_at from comments where organization_id = ${church.id}::uuid
         and parent_id is null`)
    const first = new Map(rows.rows.map((row) => [row.id, row.first_response_at]))
    const iso = (id: string) => first.get(id) && new Date(first.get(id)!).toISOString()
    expect(iso(doneOnly.id)).toBeNull()
    expect(iso(doneThenPrivate.id)).toBe(plus(when, 900).toISOString())
    expect(iso(failedPrivate.id)).toBeNull()
    expect(iso(hiddenThenOwn.id)).toBe(plus(when, 1500).toISOString())
    expect(iso(replied.id)).toBe(plus(when, 300).toISOString())
    expect(iso(hiddenOnly.id)).toBeNull()

    // Every rollup equals counting the comments by the new rule.
    const follower = sql`parent_id is null and not is_own`
    const closed = sql`first_response_at is null and (response_status = 'done' or hidden)`
    const hourly = await t.db.db.execute(sql`
      select account_id::text, hour, received, closed_unanswered from comment_hour_rollups
       where received <> 0 order by 1, 2`)
    const hourlyCounted = await t.db.db.execute(sql`
      select account_id::text, date_trunc('hour', commented_at, 'UTC') as hour,
             count(*)::int as received, (count(*) filter (where ${closed}))::int as closed_unanswered
        from comments where ${follower} group by 1, 2 order by 1, 2`)
    expect(hourly.rows).toEqual(hourlyCounted.rows)
    const days = await t.db.db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, organization_id::text, received, closed_unanswered
        from church_day_rollups where received <> 0 order by 1, 2`)
    const daysCounted = await t.db.db.execute(sql`
      select to_char((commented_at at time zone 'America/New_York')::date, 'YYYY-MM-DD') as day,
             organization_id::text, count(*)::int as received,
             (count(*) filter (where ${closed}))::int as closed_unanswered
        from comments where ${follower} group by 1, 2 order by 1, 2`)
    expect(days.rows).toEqual(daysCounted.rows)
    expect(days.rows).toContainEqual({
      day: '2026-05-04',
      organization_id: church.id,
      received: 6,
      closed_unanswered: 3,
    })
    const times = await t.db.db.execute(sql`
      select account_id::text, bucket_seconds, sum(answered)::int as answered
        from response_time_rollups group by 1, 2 having sum(answered) <> 0 order by 1, 2`)
    const timesCounted = await t.db.db.execute(sql`
      select account_id::text,
             response_time_bucket(extract(epoch from first_response_at - commented_at)) as bucket_seconds,
             count(*)::int as answered
        from comments where ${follower} and first_response_at is not null group by 1, 2 order by 1, 2`)
    expect(times.rows).toEqual(timesCounted.rows)
    const churchDays = await t.db.db.execute(sql`
      select responder, histogram from church_day_response_rollups
       where organization_id = ${church.id}::uuid order by responder`)
    expect(churchDays.rows).toEqual([
      { responder: '', histogram: [1500, 1] },
      { responder: hope.userId, histogram: [300, 1, 900, 1] },
    ])
    const spans = await t.db.db.execute(sql`
      select histogram from church_span_response_rollups
       where organization_id = ${church.id}::uuid and level = 8 and cardinality(histogram) > 0`)
    expect(spans.rows).toEqual([{ histogram: [300, 1, 900, 1, 1500, 1] }])
  })
})
