import { sql, type SQL } from 'drizzle-orm'
import {
  MESSAGES_REPORT_DEFINITIONS,
  type TMessagesReport,
  type TMessagesRow,
} from '@common/schemas/report-sections'
import type { DbOrTx } from '../../../db/client'
import { type ReportScope, seriesNames } from './reports.repository'

// Rows of a grouping-sets query: the whole scope (level 3), one church (1) or one account (0).
type Keyed = {
  level: number
  organization_id: string | null
  account_id: string | null
}
const keyOf = (row: Keyed) =>
  row.level === 3 ? '' : row.level === 1 ? `c:${row.organization_id}` : `a:${row.account_id}`

// The page lists accounts only for one church, as the comment tables do (decision 049); the
// rows are computed either way (a few hundred at most).
const groupingSets = () => sql`grouping sets ((), (organization_id), (organization_id, account_id))`

function scoped(scope: ReportScope, alias: string): SQL {
  const parts: SQL[] = []
  if (scope.organizationId)
    parts.push(sql`${sql.raw(alias)}.organization_id = ${scope.organizationId}::uuid`)
  if (scope.accountId) parts.push(sql`${sql.raw(alias)}.account_id = ${scope.accountId}::uuid`)
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``
}

// Conversations, messages and first response times of direct messages (decision 074). The
// conversations read are those whose last message is at or after the period's start (every one
// with a message in the period is), from direct_conversations_last_message_idx; their messages
// of the period come from direct_messages_thread_idx, and for each follower message the one
// before it and the first message back are one index probe each.
async function messageRows(db: DbOrTx, scope: ReportScope, targetSeconds: number) {
  const start = scope.start.toISOString()
  const end = scope.end.toISOString()
  const result = await db.execute<
    Keyed & {
      conversations: number
      received: number
      sent_by_agency: number
      sent_by_church: number
      answered: number
      waits: number
      waits_answered: number
      median: number | null
      within: number
    }
  >(sql`
    with conversations as (
      select c.id, c.organization_id, c.account_id
        from direct_conversations c
       where c.last_message_at >= ${start}::timestamptz${scoped(scope, 'c')}
    ), messages as (
      select c.organization_id, c.account_id, m.conversation_id, m.direction, m.sent_at,
             (m.outgoing_message_id is not null or m.sent_by_flock_user is not null) as by_flock,
             (m.direction = 'inbound' and previous.direction is distinct from 'inbound') as opens_wait,
             reply.sent_at as replied_at
        from conversations c
        join direct_messages m on m.conversation_id = c.id
         and m.sent_at >= ${start}::timestamptz and m.sent_at < ${end}::timestamptz
        left join lateral (
          select p.direction from direct_messages p
           where m.direction = 'inbound' and p.conversation_id = m.conversation_id
             and (p.sent_at, p.id) < (m.sent_at, m.id)
           order by p.sent_at desc, p.id desc limit 1
        ) as previous on true
        left join lateral (
          select o.sent_at from direct_messages o
           where m.direction = 'inbound' and previous.direction is distinct from 'inbound'
             and o.conversation_id = m.conversation_id and o.direction = 'outbound'
             and (o.sent_at, o.id) > (m.sent_at, m.id)
           order by o.sent_at, o.id limit 1
        ) as reply on true
    ), per_conversation as (
      select organization_id, account_id, conversation_id,
             count(*) filter (where direction = 'inbound') as received,
             count(*) filter (where direction = 'outbound' and by_flock) as sent_by_agency,
             count(*) filter (where direction = 'outbound' and not by_flock) as sent_by_church,
             min(sent_at) filter (where direction = 'inbound') as first_in
        from messages group by 1, 2, 3
    ), conversation_counts as (
      select grouping(organization_id, account_id) as level, organization_id, account_id,
             count(*) filter (where pc.received > 0)::int as conversations,
             coalesce(sum(pc.received), 0)::int as received,
             coalesce(sum(pc.sent_by_agency), 0)::int as sent_by_agency,
             coalesce(sum(pc.sent_by_church), 0)::int as sent_by_church,
             count(*) filter (where pc.received > 0 and exists (
               select 1 from direct_messages o
                where o.conversation_id = pc.conversation_id and o.direction = 'outbound'
                  and o.sent_at > pc.first_in))::int as answered
        from per_conversation pc group by ${groupingSets()}
    ), wait_times as (
      select grouping(organization_id, account_id) as level, organization_id, account_id,
             count(*)::int as waits, count(replied_at)::int as waits_answered,
             percentile_cont(0.5) within group (order by extract(epoch from replied_at - sent_at))
               filter (where replied_at is not null) as median,
             (count(*) filter (where extract(epoch from replied_at - sent_at) <= ${targetSeconds}))::int as within
        from messages where opens_wait group by ${groupingSets()}
    )
    select coalesce(cc.level, w.level)::int as level,
           coalesce(cc.organization_id, w.organization_id)::text as organization_id,
           coalesce(cc.account_id, w.account_id)::text as account_id,
           coalesce(cc.conversations, 0) as conversations, coalesce(cc.received, 0) as received,
           coalesce(cc.sent_by_agency, 0) as sent_by_agency,
           coalesce(cc.sent_by_church, 0) as sent_by_church, coalesce(cc.answered, 0) as answered,
           coalesce(w.waits, 0) as waits, coalesce(w.waits_answered, 0) as waits_answered,
           w.median, coalesce(w.within, 0) as within
      from conversation_counts cc
      full join wait_times w on w.level = cc.level
       and w.organization_id is not distinct from cc.organization_id
       and w.account_id is not distinct from cc.account_id`)
  return result.rows
}

// Mentions of the period and those Flock answered (a mention reply sent), from
// mentions_period_idx.
async function mentionRows(db: DbOrTx, scope: ReportScope) {
  const result = await db.execute<Keyed & { mentions: number; answered: number }>(sql`
    select grouping(organization_id, account_id)::int as level, organization_id::text,
           account_id::text, count(*)::int as mentions,
           (count(*) filter (where exists (
             select 1 from outgoing_messages o
              where o.work_item_id = m.id and o.kind = 'mention_reply' and o.status = 'sent')))::int
             as answered
      from mentions m
     where m.mentioned_at >= ${scope.start.toISOString()}::timestamptz
       and m.mentioned_at < ${scope.end.toISOString()}::timestamptz${scoped(scope, 'm')}
     group by ${groupingSets()}`)
  return result.rows
}

const empty = (id: string, name: string): TMessagesRow => ({
  id,
  name,
  conversations: 0,
  received: 0,
  sentByAgency: 0,
  sentByChurch: 0,
  answered: 0,
  waits: 0,
  waitsAnswered: 0,
  median: null,
  withinTarget: null,
  mentions: 0,
  mentionsAnswered: 0,
})

const plain = (row: TMessagesRow, id: string, name: string): TMessagesRow => ({
  id,
  name,
  conversations: row.conversations,
  received: row.received,
  sentByAgency: row.sentByAgency,
  sentByChurch: row.sentByChurch,
  answered: row.answered,
  waits: row.waits,
  waitsAnswered: row.waitsAnswered,
  median: row.median,
  withinTarget: row.withinTarget,
  mentions: row.mentions,
  mentionsAnswered: row.mentionsAnswered,
})

export async function messagesReport(
  db: DbOrTx,
  scope: ReportScope,
  targetSeconds: number,
  listAccounts: boolean,
): Promise<TMessagesReport> {
  const [messages, mentions] = await Promise.all([
    messageRows(db, scope, targetSeconds),
    mentionRows(db, scope),
  ])
  const rows = new Map<string, TMessagesRow & Keyed>()
  const rowOf = (keyed: Keyed) => {
    const key = keyOf(keyed)
    let row = rows.get(key)
    if (!row) {
      row = {
        ...empty(keyed.account_id ?? keyed.organization_id ?? '', ''),
        level: keyed.level,
        organization_id: keyed.organization_id,
        account_id: keyed.account_id,
      }
      rows.set(key, row)
    }
    return row
  }
  for (const m of messages) {
    const row = rowOf(m)
    row.conversations = Number(m.conversations)
    row.received = Number(m.received)
    row.sentByAgency = Number(m.sent_by_agency)
    row.sentByChurch = Number(m.sent_by_church)
    row.answered = Number(m.answered)
    row.waits = Number(m.waits)
    row.waitsAnswered = Number(m.waits_answered)
    row.median = m.median === null ? null : Math.round(Number(m.median))
    row.withinTarget =
      row.waits === 0 ? null : Number(((Number(m.within) / row.waits) * 100).toFixed(1))
  }
  for (const m of mentions) {
    const row = rowOf(m)
    row.mentions = Number(m.mentions)
    row.mentionsAnswered = Number(m.answered)
  }
  const all = [...rows.values()]
  const [churches, accounts] = await Promise.all([
    seriesNames(
      db,
      'church',
      all.filter((r) => r.level === 1).map((r) => r.id),
    ),
    seriesNames(
      db,
      'account',
      all.filter((r) => r.level === 0).map((r) => r.id),
    ),
  ])
  const listed = (level: number, names: Map<string, string>) =>
    all
      .filter((row) => row.level === level && names.has(row.id))
      .map((row) => plain(row, row.id, names.get(row.id)!))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
  const total = rows.get('')
  const hours = targetSeconds / 3600
  return {
    total: total ? plain(total, '', 'Total') : empty('', 'Total'),
    byChurch: listed(1, churches),
    byAccount: listAccounts ? listed(0, accounts) : [],
    definitions: {
      ...MESSAGES_REPORT_DEFINITIONS,
      withinTarget: MESSAGES_REPORT_DEFINITIONS.withinTarget(hours),
    },
  }
}
