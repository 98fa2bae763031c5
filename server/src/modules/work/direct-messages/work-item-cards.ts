import { and, desc, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { organizationRouteId } from '@common/organization-name'
import type { TInboxConversation, TInboxMention } from '@common/schemas/direct-messages'
import type { TLabel } from '@common/schemas/label'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import {
  commentFlags,
  commentLabels,
  commentReads,
  directConversations,
  instagramAccounts,
  labels,
  mentions,
  organizations,
  outgoingMessages,
  pastoralCases,
  user,
  workItems,
} from '../../../db/schema'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'
import { commentPastoral, type PastoralCaseOfComment } from '../pastoral/pastoral-view'
import { DM_WINDOW_MS, HUMAN_AGENT_WINDOW_MS } from './window'

// Conversations and mentions as inbox cards (decision 072): one statement over work_items with
// its conversation or mention, newest activity first, served by the partial indexes of 0043.

export interface WorkItemFilter {
  kinds: ('conversation' | 'mention')[]
  view: 'open' | 'mine' | 'done' | 'responded' | 'hidden' | 'all'
  userId: string
  organizationIds?: string[]
  accountIds?: string[]
  assigneeId?: string | null
  labelId?: string
  flag?: TPastoralFlag
  search?: string
  from?: string
  to?: string
  timeZone: string
  humanAgentEnabled: boolean
  // A post filter names a comment's post: no conversation or mention matches.
  postId?: string
}

function conditions(filter: WorkItemFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [inArray(workItems.kind, filter.kinds)]
  if (filter.view === 'hidden' || filter.postId) parts.push(sql`false`)
  if (filter.view === 'open') parts.push(eq(workItems.responseStatus, 'pending'))
  if (filter.view === 'mine')
    parts.push(eq(workItems.responseStatus, 'pending'), eq(workItems.assigneeId, filter.userId))
  if (filter.view === 'done') parts.push(eq(workItems.responseStatus, 'done'))
  if (filter.view === 'responded') parts.push(eq(workItems.responseStatus, 'responded'))
  if (filter.organizationIds) parts.push(inArray(workItems.organizationId, filter.organizationIds))
  if (filter.accountIds) parts.push(inArray(workItems.accountId, filter.accountIds))
  if (filter.assigneeId === null) parts.push(sql`${workItems.assigneeId} is null`)
  else if (filter.assigneeId) parts.push(eq(workItems.assigneeId, filter.assigneeId))
  if (filter.labelId)
    parts.push(
      sql`exists (select 1 from ${commentLabels} l where l.work_item_id = ${workItems.id} and l.label_id = ${filter.labelId})`,
    )
  if (filter.flag)
    parts.push(
      sql`exists (select 1 from ${commentFlags} f where f.work_item_id = ${workItems.id} and f.flag = ${filter.flag})`,
    )
  if (filter.from)
    parts.push(
      sql`${workItems.lastActivityAt} >= (${filter.from}::date)::timestamp at time zone ${filter.timeZone}`,
    )
  if (filter.to)
    parts.push(
      sql`${workItems.lastActivityAt} < (${filter.to}::date + 1)::timestamp at time zone ${filter.timeZone}`,
    )
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    parts.push(
      or(
        ilike(directConversations.username, pattern),
        ilike(directConversations.lastMessageText, pattern),
        ilike(mentions.username, pattern),
        ilike(mentions.text, pattern),
      ),
    )
  }
  parts.push(isNotNull(workItems.lastActivityAt))
  return and(...parts)
}

function cardQuery(db: DbOrTx, userId: string) {
  return db
    .select({
      id: workItems.id,
      kind: workItems.kind,
      key: timestampKey(workItems.lastActivityAt),
      lastActivityAt: workItems.lastActivityAt,
      responseStatus: workItems.responseStatus,
      assigneeId: workItems.assigneeId,
      assigneeName: sql<
        string | null
      >`(select u.name from ${user} u where u.id = ${workItems.assigneeId})`,
      doneAt: workItems.doneAt,
      doneByName: sql<
        string | null
      >`(select u.name from ${user} u where u.id = ${workItems.doneBy})`,
      organizationId: workItems.organizationId,
      organizationName: organizations.name,
      organizationSlug: organizations.slug,
      accountId: workItems.accountId,
      accountUsername: instagramAccounts.username,
      conversation: {
        username: directConversations.username,
        lastMessageText: directConversations.lastMessageText,
        lastMessageDirection: directConversations.lastMessageDirection,
        lastMessageAt: directConversations.lastMessageAt,
        lastInboundAt: directConversations.lastInboundAt,
        unanswered: directConversations.unanswered,
      },
      mention: {
        username: mentions.username,
        text: mentions.text,
        caption: mentions.caption,
        mediaUrl: mentions.mediaUrl,
        permalink: mentions.permalink,
        mentionedAt: mentions.mentionedAt,
      },
      mentionReply: sql<{ text: string; at: string; status: string } | null>`(
        select json_build_object('text', o.message, 'at', coalesce(o.sent_at, o.created_at), 'status', o.status)
        from ${outgoingMessages} o
        where o.work_item_id = ${workItems.id} and o.kind = 'mention_reply'
        order by o.created_at desc limit 1)`,
      readAt: sql<
        string | null
      >`(select r.read_at from ${commentReads} r where r.work_item_id = ${workItems.id} and r.user_id = ${userId})`,
      labels: sql<TLabel[]>`(
        select coalesce(json_agg(json_build_object(
          'id', label.id, 'name', label.name, 'color', label.color
        ) order by label.name), '[]'::json)
        from ${commentLabels} labelled join ${labels} label on label.id = labelled.label_id
        where labelled.work_item_id = ${workItems.id})`,
      pastoralFlags: sql<TPastoralFlag[] | null>`(
        select json_agg(flagged.flag) from ${commentFlags} flagged
        where flagged.work_item_id = ${workItems.id})`,
      pastoralCase: sql<PastoralCaseOfComment | null>`(
        select json_build_object(
          'flags', pc.flags, 'seenAt', pc.seen_at, 'seenBy', seer.name,
          'followedUpAt', pc.followed_up_at, 'followedUpBy', fu.name, 'note', pc.follow_up_note
        )
        from ${pastoralCases} pc
        left join ${user} seer on seer.id = pc.seen_by
        left join ${user} fu on fu.id = pc.followed_up_by
        where pc.work_item_id = ${workItems.id})`,
    })
    .from(workItems)
    .innerJoin(organizations, eq(organizations.id, workItems.organizationId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, workItems.accountId))
    .leftJoin(directConversations, eq(directConversations.id, workItems.id))
    .leftJoin(mentions, eq(mentions.id, workItems.id))
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof cardQuery>['limit']>>[number]

export async function listWorkItemCards(
  db: DbOrTx,
  filter: WorkItemFilter,
  page: { after?: Keyset; limit: number; sort: 'newest' | 'oldest' },
) {
  const order = page.sort === 'oldest' ? 'asc' : 'desc'
  const by = order === 'asc' ? asc : desc
  return cardQuery(db, filter.userId)
    .where(
      and(
        conditions(filter),
        afterKeyset(order, [workItems.lastActivityAt, workItems.id], page.after),
      ),
    )
    .orderBy(by(workItems.lastActivityAt), by(workItems.id))
    .limit(page.limit + 1)
}

export async function findWorkItemCard(db: DbOrTx, id: string, userId: string) {
  const [row] = await cardQuery(db, userId).where(eq(workItems.id, id)).limit(1)
  return row ?? null
}

export async function countWorkItems(db: DbOrTx, filter: Omit<WorkItemFilter, 'view'>) {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${workItems.responseStatus} = 'pending')::int`,
      mine: sql<number>`count(*) filter (where ${workItems.responseStatus} = 'pending' and ${workItems.assigneeId} = ${filter.userId})::int`,
      done: sql<number>`count(*) filter (where ${workItems.responseStatus} = 'done')::int`,
      responded: sql<number>`count(*) filter (where ${workItems.responseStatus} = 'responded')::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(workItems)
    .leftJoin(directConversations, eq(directConversations.id, workItems.id))
    .leftJoin(mentions, eq(mentions.id, workItems.id))
    .where(conditions({ ...filter, view: 'all' }))
  return row ?? { open: 0, mine: 0, done: 0, responded: 0, all: 0 }
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

// The window of a conversation: 24 h after the follower's last message, and with the
// operator's human-agent switch, 7 days.
export function windowOf(lastInboundAt: Date | null, humanAgentEnabled: boolean) {
  if (!lastInboundAt) return { windowEndsAt: null, humanAgentUntil: null }
  return {
    windowEndsAt: new Date(lastInboundAt.getTime() + DM_WINDOW_MS),
    humanAgentUntil: humanAgentEnabled
      ? new Date(lastInboundAt.getTime() + HUMAN_AGENT_WINDOW_MS)
      : null,
  }
}

export function toCard(
  row: CardRow,
  humanAgentEnabled: boolean,
): TInboxConversation | TInboxMention {
  const pastoral = commentPastoral(row.pastoralFlags, row.pastoralCase)
  const common = {
    id: row.id,
    organization: {
      id: row.organizationId,
      name: row.organizationName,
      routeId: organizationRouteId(row.organizationSlug),
    },
    account: { id: row.accountId, username: row.accountUsername },
    responseStatus: row.responseStatus ?? 'pending',
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    done: row.doneAt
      ? { by: row.doneByName ?? 'A former teammate', at: row.doneAt.toISOString() }
      : null,
    labels: row.labels,
    ...(pastoral ? { pastoral } : {}),
  }
  const activity = row.lastActivityAt ?? new Date(0)
  if (row.kind === 'mention') {
    const m = row.mention!
    return {
      ...common,
      kind: 'mention',
      username: m.username,
      text: m.text,
      caption: m.caption,
      mediaUrl: m.mediaUrl,
      permalink: m.permalink,
      mentionedAt: m.mentionedAt.toISOString(),
      reply: row.mentionReply
        ? {
            text: row.mentionReply.text,
            at: new Date(row.mentionReply.at).toISOString(),
            status: row.mentionReply.status as never,
          }
        : null,
      canReply: !row.mentionReply,
      unread: !row.readAt || new Date(row.readAt) < m.mentionedAt,
    }
  }
  const c = row.conversation!
  const window = windowOf(c.lastInboundAt, humanAgentEnabled)
  return {
    ...common,
    kind: 'conversation',
    username: c.username,
    lastMessage: c.lastMessageAt
      ? {
          text: c.lastMessageText,
          direction: c.lastMessageDirection ?? 'inbound',
          at: c.lastMessageAt.toISOString(),
        }
      : null,
    windowEndsAt: iso(window.windowEndsAt),
    humanAgentUntil: iso(window.humanAgentUntil),
    unread: Boolean(c.lastInboundAt) && (!row.readAt || new Date(row.readAt) < c.lastInboundAt!),
    unanswered: c.unanswered,
    updatedAt: activity.toISOString(),
  }
}
