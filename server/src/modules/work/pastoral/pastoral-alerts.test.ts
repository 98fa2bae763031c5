import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mailMessages, pastoralAlerts, pastoralCases } from '../../../db/schema'
import { as } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { deliverWebhooksTo } from '../../../../test/instagram'
import { churchWithAccount, conversationOf, followerWrites } from '../../../../test/direct-messages'

// One pastoral case per conversation, but a new crisis still alerts (decision 075): a follower's
// later messages come through the simulator's webhook, as Instagram delivers them.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let church: Awaited<ReturnType<typeof churchWithAccount>>

beforeAll(async () => {
  church = await churchWithAccount(t.app, t.sim)
  await deliverWebhooksTo(t.app, t.sim)
})

const CRISIS = 'I want to end my life, I cannot go on'

async function writes(username: string, text: string) {
  await followerWrites(t.sim, { account_id: church.ig.user_id, username, text })
  return (await conversationOf(t.db.db, church.account.id, username))!.id
}

// The pastoral e-mails queued about this follower.
async function alertMails(username: string) {
  const rows = await t.db.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.template, 'pastoral-care'))
  return rows.filter(
    (row) => (row.data as { commenterUsername: string }).commenterUsername === username,
  )
}

const alerts = (workItemId: string) =>
  t.db.db
    .select()
    .from(pastoralAlerts)
    .where(eq(pastoralAlerts.workItemId, workItemId))
    .orderBy(pastoralAlerts.createdAt)

const cases = (workItemId: string) =>
  t.db.db.select().from(pastoralCases).where(eq(pastoralCases.workItemId, workItemId))

// As if the alerts were sent longer ago than the quiet period.
const ageAlerts = (workItemId: string, minutes: number) =>
  t.db.db
    .update(pastoralAlerts)
    .set({ createdAt: sql`created_at - make_interval(mins => ${minutes})` })
    .where(eq(pastoralAlerts.workItemId, workItemId))

describe('pastoral alerts in a conversation', () => {
  it('alerts again for a new crisis in a conversation already routed, but not in a storm', async () => {
    const username = `follower_${randomUUID().slice(0, 8)}`
    const id = await writes(username, CRISIS)
    expect(await alertMails(username)).toHaveLength(1)

    // A second crisis message a moment later: the same emergency, held back and recorded.
    await writes(username, 'Please, I really cannot go on, I want to die')
    expect(await alertMails(username)).toHaveLength(1)
    expect((await alerts(id)).map((a) => [a.reason, a.sent])).toEqual([
      ['case_opened', true],
      ['quiet_period', false],
    ])

    // The next evening, a new crisis: the pastoral contacts hear of it again.
    await ageAlerts(id, 24 * 60)
    await writes(username, 'It is happening again tonight, I want to end my life')
    expect(await alertMails(username)).toHaveLength(2)
    const last = (await alerts(id)).at(-1)!
    expect(last).toMatchObject({ reason: 'new_crisis', sent: true, flag: 'crisis' })
    expect(last.recipients).toBeGreaterThan(0)
    // Still one case for the conversation.
    expect(await cases(id)).toHaveLength(1)
  })

  it('does not alert again for a prayer request while its case is open', async () => {
    const username = `follower_${randomUUID().slice(0, 8)}`
    const id = await writes(username, 'Please pray for my mother, she is in hospital')
    expect(await alertMails(username)).toHaveLength(1)
    await ageAlerts(id, 24 * 60)
    await writes(username, 'Please keep praying for my mother, surgery is tomorrow')
    expect(await alertMails(username)).toHaveLength(1)
    expect((await alerts(id)).map((a) => a.reason)).toEqual(['case_opened'])
  })

  it('opens the case again and alerts for a prayer request after the case was followed up', async () => {
    const username = `follower_${randomUUID().slice(0, 8)}`
    const id = await writes(username, 'Please pray for my mother, she is in hospital')
    expect(await alertMails(username)).toHaveLength(1)
    const followedUp = await t.app.inject({
      method: 'POST',
      url: `/api/pastoral-care/${id}/follow-up`,
      headers: as(church.cookie),
      payload: { note: 'Pastor Ann visited her.' },
    })
    expect(followedUp.statusCode, followedUp.body).toBeLessThan(300)
    await ageAlerts(id, 24 * 60)

    await writes(username, 'Please pray for my father now, he fell ill today')
    expect(await alertMails(username)).toHaveLength(2)
    const [reopened] = await cases(id)
    expect(reopened).toMatchObject({ followedUpAt: null, followUpNote: null })
    const last = (await alerts(id)).at(-1)!
    expect(last).toMatchObject({ reason: 'case_reopened', sent: true })
    expect(last.detail).toMatchObject({ previousFollowUpNote: 'Pastor Ann visited her.' })
    // Followed up again, it is one case with one follow-up at a time.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/pastoral-care/${id}/follow-up`,
      headers: as(church.cookie),
      payload: {},
    })
    expect(again.statusCode, again.body).toBeLessThan(300)
    expect(
      await t.db.db
        .select()
        .from(pastoralCases)
        .where(and(eq(pastoralCases.workItemId, id))),
    ).toHaveLength(1)
  })
})
