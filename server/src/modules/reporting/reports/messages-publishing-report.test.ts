import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TReport } from '@common/schemas/reports'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createMedia, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import {
  directConversations,
  directMessages,
  mediaInsights,
  mentions,
  outgoingMessages,
  posts,
  workItems,
} from '../../../db/schema'

// Issues 27 and 28 (decision 074): direct messages, mentions and published posts in the reports,
// hand-computed on one UTC day.
const t = useTestApp({ AGENCY_TIMEZONE: 'UTC', REPORT_TARGET_HOURS: '4' })

const day = '2026-06-15'
const at = (time: string, date = day) => new Date(`${date}T${time}:00Z`)

let owner: string
let hope: { userId: string }
let church: { id: string }
let main: { id: string; organizationId: string }
let youth: { id: string; organizationId: string }

async function report(query: string, cookie = owner) {
  const response = await t.app.inject({ url: `/api/reports?${query}`, headers: as(cookie) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as TReport
}

async function conversation(account: { id: string; organizationId: string }, follower: string) {
  const [item] = await t.db.db
    .insert(workItems)
    .values({
      kind: 'conversation',
      organizationId: account.organizationId,
      accountId: account.id,
      responseStatus: 'pending',
    })
    .returning()
  await t.db.db.insert(directConversations).values({
    id: item!.id,
    organizationId: account.organizationId,
    accountId: account.id,
    followerIgId: `igsid_${follower}_${crypto.randomUUID()}`,
    username: follower,
  })
  return item!.id
}

// A message in a conversation: from the follower, from Flock (by Hope) or from the Instagram app.
async function message(conversationId: string, from: 'follower' | 'flock' | 'app', sentAt: Date) {
  await t.db.db.insert(directMessages).values({
    conversationId,
    igMessageId: `mid_${crypto.randomUUID()}`,
    direction: from === 'follower' ? 'inbound' : 'outbound',
    sentByFlockUser: from === 'flock' ? hope.userId : null,
    isEcho: from !== 'follower',
    text: 'Hello',
    sentAt,
  })
  // The conversation's last message, as noteMessage keeps it.
  await t.db.db.execute(sql`
    update direct_conversations set last_message_at = greatest(last_message_at, ${sentAt.toISOString()}::timestamptz)
     where id = ${conversationId}::uuid`)
}

async function mention(account: { id: string; organizationId: string }, mentionedAt: Date) {
  const [item] = await t.db.db
    .insert(workItems)
    .values({ kind: 'mention', organizationId: account.organizationId, accountId: account.id })
    .returning()
  await t.db.db.insert(mentions).values({
    id: item!.id,
    organizationId: account.organizationId,
    accountId: account.id,
    igMediaId: `media_${crypto.randomUUID()}`,
    username: 'friend',
    text: '@grace_main thank you',
    mentionedAt,
  })
  return item!.id
}

async function post(
  account: { id: string; organizationId: string },
  scheduledAt: Date,
  publishedAt: Date | null,
  insights?: { state: 'ready' | 'pending'; reach: number | null },
) {
  const media = publishedAt ? await createMedia(t.db.db, account.id) : null
  if (media && insights)
    await t.db.db.insert(mediaInsights).values({ mediaId: media.id, ...insights })
  await t.db.db.insert(posts).values({
    organizationId: account.organizationId,
    accountId: account.id,
    kind: 'image',
    caption: 'Sunday service',
    state: publishedAt ? 'published' : 'scheduled',
    scheduledAt,
    publishedAt,
    igMediaId: media?.igMediaId ?? null,
    mediaId: media?.id ?? null,
    createdByName: 'Hope',
  })
}

beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  hope = await signInAsTeammate(t.app, t.db.db, 'agent', 'Hope')
  church = await createOrganization(t.db.db, { name: 'Messages Church' })
  main = await createAccount(t.db.db, church.id, { username: 'grace_main' })
  youth = await createAccount(t.db.db, church.id, { username: 'grace_youth' })

  // On @grace_main: a wait from 10:00 (10:05 adds to it) answered from Flock at 10:30 (1,800 s);
  // a wait from 12:00 answered from the Instagram app at 14:00 (7,200 s); one from 15:00 open.
  const ruth = await conversation(main, 'ruth')
  await message(ruth, 'follower', at('10:00'))
  await message(ruth, 'follower', at('10:05'))
  await message(ruth, 'flock', at('10:30'))
  await message(ruth, 'follower', at('12:00'))
  await message(ruth, 'app', at('14:00'))
  await message(ruth, 'follower', at('15:00'))
  // On @grace_youth: the follower's wait began the day before, so 09:00 starts none; answered at
  // 09:10 all the same.
  const naomi = await conversation(youth, 'naomi')
  await message(naomi, 'follower', at('23:00', '2026-06-14'))
  await message(naomi, 'follower', at('09:00'))
  await message(naomi, 'flock', at('09:10'))
  // The agency wrote first to someone who has not answered: a message sent, no conversation.
  const boaz = await conversation(youth, 'boaz')
  await message(boaz, 'flock', at('16:00'))
  // A conversation of the day before only.
  const orpah = await conversation(main, 'orpah')
  await message(orpah, 'follower', at('08:00', '2026-06-14'))

  // Two mentions on the day, one answered; one the day before.
  const answered = await mention(main, at('11:00'))
  await mention(main, at('13:00'))
  await mention(main, at('13:00', '2026-06-14'))
  await t.db.db.insert(outgoingMessages).values({
    organizationId: church.id,
    accountId: main.id,
    workItemId: answered,
    kind: 'mention_reply',
    message: 'Thank you!',
    idempotencyKey: crypto.randomUUID(),
    status: 'sent',
    sentAt: at('11:30'),
  })

  // Posts: on time (3 min late) with a reach of 500; 20 min late without insights; exactly on
  // time with insights still pending; one of the day before; one scheduled, not yet published.
  await post(main, at('10:00'), at('10:03'), { state: 'ready', reach: 500 })
  await post(main, at('11:00'), at('11:20'))
  await post(youth, at('12:00'), at('12:00'), { state: 'pending', reach: null })
  await post(youth, at('12:00', '2026-06-14'), at('12:00', '2026-06-14'), {
    state: 'ready',
    reach: 70,
  })
  await post(youth, at('18:00'), null)
})

describe('direct messages and mentions in the reports', () => {
  it('counts conversations, messages by who sent them, answers and first response times', async () => {
    const r = await report(`from=${day}&to=${day}&organizationId=${church.id}`)
    expect(r.messages.total).toEqual({
      id: '',
      name: 'Total',
      conversations: 2,
      received: 5,
      sentByAgency: 3,
      sentByChurch: 1,
      answered: 2,
      waits: 3,
      waitsAnswered: 2,
      median: 4500,
      withinTarget: 66.7,
      mentions: 2,
      mentionsAnswered: 1,
    })
    const byAccount = Object.fromEntries(r.messages.byAccount.map((row) => [row.name, row]))
    expect(byAccount.grace_main).toMatchObject({
      conversations: 1,
      received: 4,
      sentByAgency: 1,
      sentByChurch: 1,
      answered: 1,
      waits: 3,
      median: 4500,
      mentions: 2,
    })
    expect(byAccount.grace_youth).toMatchObject({
      conversations: 1,
      received: 1,
      sentByAgency: 2,
      sentByChurch: 0,
      answered: 1,
      waits: 0,
      median: null,
      withinTarget: null,
    })
    expect(r.messages.byChurch).toEqual([
      { ...r.messages.total, id: church.id, name: 'Messages Church' },
    ])
    expect(r.messages.definitions.firstResponse).toMatch(/started a wait/)
  })

  it('lists churches agency-wide and no accounts, and a church sees its own numbers', async () => {
    const r = await report(`from=${day}&to=${day}`)
    expect(r.messages.byChurch.map((row) => [row.name, row.received])).toEqual([
      ['Messages Church', 5],
    ])
    expect(r.messages.byAccount).toEqual([])
    const member = await signInAsChurchMember(t.app, t.db.db, church.id)
    const own = await report(`from=${day}&to=${day}`, member.cookie)
    expect(own.messages.total.received).toBe(5)
    expect(own.publishing.total.published).toBe(3)
  })
})

describe('published posts in the reports', () => {
  it('counts posts on time or late, and reach only where Instagram gave one', async () => {
    const r = await report(`from=${day}&to=${day}&organizationId=${church.id}`)
    expect(r.publishing.onTimeMinutes).toBe(5)
    expect(r.publishing.total).toEqual({
      id: '',
      name: 'Total',
      published: 3,
      onTime: 2,
      late: 1,
      withReach: 1,
      reach: 500,
    })
    const byAccount = Object.fromEntries(r.publishing.byAccount.map((row) => [row.name, row]))
    expect(byAccount.grace_main).toMatchObject({ published: 2, onTime: 1, late: 1, reach: 500 })
    // Insights pending: no reach yet, not a reach of 0.
    expect(byAccount.grace_youth).toMatchObject({
      published: 1,
      onTime: 1,
      withReach: 0,
      reach: null,
    })
    const csv = await t.app.inject({
      url: `/api/exports/report.csv?from=${day}&to=${day}&organizationId=${church.id}&table=publishingByAccount`,
      headers: as(owner),
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.body.trim().split('\n').slice(0, 3)).toEqual([
      'account,published,on_time,late,posts_with_reach,reach',
      'grace_main,2,1,1,1,500',
      'grace_youth,1,1,0,0,',
    ])
  })
})

describe('two churches in one report', () => {
  it('gives each church its own numbers, which add up to the total', async () => {
    const otherDay = '2026-06-16'
    const second = await createOrganization(t.db.db, { name: 'Second Church' })
    const secondAccount = await createAccount(t.db.db, second.id, { username: 'second_main' })
    const thread = await conversation(secondAccount, 'visitor')
    await message(thread, 'follower', at('09:00', otherDay))
    await message(thread, 'flock', at('09:30', otherDay))
    await post(secondAccount, at('08:00', otherDay), at('08:00', otherDay))
    const firstThread = await conversation(main, 'neighbour')
    for (const time of ['10:00', '10:10', '10:20'])
      await message(firstThread, 'follower', at(time, otherDay))
    await post(main, at('07:00', otherDay), at('07:30', otherDay))
    await post(main, at('07:00', otherDay), at('07:01', otherDay))

    const r = await report(`from=${otherDay}&to=${otherDay}`)
    const received = Object.fromEntries(r.messages.byChurch.map((row) => [row.name, row.received]))
    expect(received).toEqual({ 'Messages Church': 3, 'Second Church': 1 })
    expect(r.messages.total.received).toBe(4)
    expect(r.messages.total.conversations).toBe(2)
    const published = Object.fromEntries(
      r.publishing.byChurch.map((row) => [row.name, [row.published, row.onTime, row.late]]),
    )
    expect(published).toEqual({ 'Messages Church': [2, 1, 1], 'Second Church': [1, 1, 0] })
    expect(r.publishing.total.published).toBe(3)
  })
})
