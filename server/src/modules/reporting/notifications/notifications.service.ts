import type { TNotification, TNotifications } from '@common/schemas/notification'
import { type Actor, organizationScope } from '../../../auth/policy'
import type { Database } from '../../../db/client'
import {
  commentAssignedMessage,
  commentsAwaitingMessage,
  needsReconnectionMessage,
  pastoralCareMessage,
  replyFailedMessage,
  tokenExpiringMessage,
} from './notification-messages'
import { findLatestBackupRun } from '../../operations/backups/backup-runs.repository'
import {
  findNewCasesForContact,
  findUnheardCrisisCases,
} from '../../work/pastoral/pastoral.repository'
import {
  findAwaitingForChurch,
  findDeclinedRepliesBy,
} from '../../work/reply-approval/reply-approval.repository'
import { heldMessagesForBell } from '../../work/reply-approval/held-messages.service'
import {
  countNewAwaitingByAccount,
  findAccountsNeedingReconnection,
  findAccountsWithTokensExpiring,
  findAssignmentsOf,
  findFailedReplies,
  findReadAt,
  markAllRead,
} from './notifications.repository'

const DAY_MS = 24 * 3600 * 1000
export const MAX_ITEMS = 50
export const MAX_FAILED_REPLIES = 20
export const EXPIRY_WINDOW_MS = 7 * DAY_MS
// Someone who never marked anything read is told about the last month, so the count of "new"
// comments reads a bounded range of the index instead of every comment ever left unanswered.
export const FIRST_READ_HORIZON_MS = 30 * DAY_MS

export async function getNotifications(
  db: Database,
  actor: Actor,
  now = new Date(),
): Promise<TNotifications> {
  return computeNotifications(db, actor, await findReadAt(db, actor.userId), now)
}

export async function markNotificationsRead(
  db: Database,
  actor: Actor,
  now = new Date(),
): Promise<TNotifications> {
  return computeNotifications(db, actor, await markAllRead(db, actor.userId), now)
}

async function computeNotifications(
  db: Database,
  actor: Actor,
  readAt: Date | null,
  now: Date,
): Promise<TNotifications> {
  const scope = organizationScope(actor)
  const isUnread = (at: Date) => readAt === null || at > readAt
  const [
    awaiting,
    failed,
    reconnect,
    expiring,
    backup,
    assigned,
    pastoral,
    approvals,
    declined,
    heldMessages,
  ] = await Promise.all([
    countNewAwaitingByAccount(
      db,
      scope,
      readAt ?? new Date(now.getTime() - FIRST_READ_HORIZON_MS),
      MAX_ITEMS,
    ),
    findFailedReplies(db, scope, MAX_FAILED_REPLIES),
    findAccountsNeedingReconnection(db, scope, MAX_ITEMS),
    findAccountsWithTokensExpiring(
      db,
      scope,
      new Date(now.getTime() + EXPIRY_WINDOW_MS),
      MAX_ITEMS,
    ),
    scope.all ? findLatestBackupRun(db) : null,
    // Only the agency's team is given comments.
    scope.all ? findAssignmentsOf(db, actor.userId, MAX_ITEMS) : [],
    // Only those at a church who hear of its flagged comments (its contacts, else its Owners)
    // are told, read or not for a month; the agency's Owners, of a crisis no one there hears of.
    actor.role === 'client'
      ? findNewCasesForContact(
          db,
          actor.userId,
          new Date(now.getTime() - FIRST_READ_HORIZON_MS),
          MAX_ITEMS,
        )
      : actor.teamRole === 'owner'
        ? findUnheardCrisisCases(db, new Date(now.getTime() - FIRST_READ_HORIZON_MS), MAX_ITEMS)
        : [],
    // Everyone in a church hears of the replies waiting for its approval, until decided.
    actor.role === 'client' && actor.organizationId
      ? findAwaitingForChurch(db, actor.organizationId, MAX_ITEMS)
      : [],
    // A teammate hears of their own replies a church declined, for a month.
    scope.all
      ? findDeclinedRepliesBy(
          db,
          actor.userId,
          new Date(now.getTime() - FIRST_READ_HORIZON_MS),
          MAX_ITEMS,
        )
      : [],
    // A church's held direct messages, to those of its people who may read its messages.
    heldMessagesForBell(db, actor, MAX_ITEMS),
  ])
  const items: TNotification[] = [
    // Only comments newer than readAt are counted, so these are unread by construction.
    ...awaiting.map((row) => ({
      id: `comments_awaiting:${row.accountId}`,
      kind: 'comments_awaiting' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.username,
      message: commentsAwaitingMessage(row.count, row.username),
      count: row.count,
      // When Flock noticed the newest one, not when it was written: an account connected just
      // now brings in comments from yesterday, and they are news now.
      at: new Date(row.latestAt).toISOString(),
      unread: true,
    })),
    ...failed.map((row) => ({
      id: `reply_failed:${row.id}`,
      kind: 'reply_failed' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      message: replyFailedMessage({
        kind: row.kind,
        account: row.accountUsername,
        commenter: row.commenterUsername,
        reason: row.lastError,
      }),
      at: row.createdAt.toISOString(),
      unread: isUnread(row.createdAt),
    })),
    ...reconnect.map((row) => ({
      id: `needs_reconnection:${row.id}`,
      kind: 'needs_reconnection' as const,
      organizationId: row.organizationId,
      accountId: row.id,
      accountUsername: row.username,
      message: needsReconnectionMessage(row.username, row.statusReason),
      at: row.updatedAt.toISOString(),
      unread: isUnread(row.updatedAt),
    })),
    ...expiring.map((row) => {
      // It became news when the token entered the window, not when it was issued.
      const enteredWindow = new Date(row.tokenExpiresAt!.getTime() - EXPIRY_WINDOW_MS)
      return {
        id: `token_expiring:${row.id}`,
        kind: 'token_expiring' as const,
        organizationId: row.organizationId,
        accountId: row.id,
        accountUsername: row.username,
        message: tokenExpiringMessage(row.username, row.tokenExpiresAt!, now),
        at: enteredWindow.toISOString(),
        unread: isUnread(enteredWindow),
      }
    }),
    ...pastoral.map((row) => ({
      id: `pastoral_care:${row.commentId}`,
      kind: 'pastoral_care' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      message: pastoralCareMessage(row.flags, row.accountUsername),
      at: row.routedAt.toISOString(),
      unread: isUnread(row.routedAt),
    })),
    ...approvals.map((row) => ({
      id: `reply_approval:${row.id}`,
      kind: 'reply_approval' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      message: `A reply to @${row.commenterUsername} on @${row.accountUsername} is waiting for your approval`,
      at: row.createdAt.toISOString(),
      unread: isUnread(row.createdAt),
    })),
    ...heldMessages.map((row) => ({
      id: `reply_approval:${row.id}`,
      kind: 'reply_approval' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      message: `A message to @${row.followerUsername} on @${row.accountUsername} is waiting for your approval`,
      at: row.createdAt.toISOString(),
      unread: isUnread(row.createdAt),
    })),
  ]
  for (const row of declined) {
    const at = row.reviewedAt ?? now
    items.push({
      id: `reply_declined:${row.id}`,
      kind: 'reply_declined' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      commentId: row.commentId ?? undefined,
      conversationId: row.conversationId ?? undefined,
      message: `The church declined your ${row.conversationId ? 'message' : 'reply'} to @${row.commenterUsername} on @${row.accountUsername}: ${row.reason ?? 'no reason given'}`,
      at: at.toISOString(),
      unread: isUnread(at),
    })
  }
  for (const row of assigned)
    items.push({
      id: `comment_assigned:${row.activityId}`,
      kind: 'comment_assigned' as const,
      organizationId: row.organizationId,
      accountId: row.accountId,
      accountUsername: row.accountUsername,
      commentId: row.commentId,
      message: commentAssignedMessage(row.assignerName, row.commenterUsername, row.accountUsername),
      at: row.createdAt.toISOString(),
      unread: isUnread(row.createdAt),
    })
  // Until a later backup succeeds, the last failed one stays in the list.
  if (backup?.status === 'failed') {
    const at = backup.finishedAt ?? backup.startedAt
    items.push({
      id: `backup_failed:${backup.id}`,
      kind: 'backup_failed' as const,
      organizationId: '',
      accountId: '',
      accountUsername: '',
      message: `The nightly backup failed: ${backup.error ?? 'no reason was recorded'}`,
      at: at.toISOString(),
      unread: isUnread(at),
    })
  }
  items.sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
  return {
    unreadCount: items.filter((item) => item.unread).length,
    items: items.slice(0, MAX_ITEMS),
  }
}
