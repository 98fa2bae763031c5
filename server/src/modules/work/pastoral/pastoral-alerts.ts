import { and, desc, eq, sql } from 'drizzle-orm'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import { type PASTORAL_ALERT_REASONS, pastoralAlerts, pastoralCases } from '../../../db/schema'

// A conversation keeps one pastoral case (its flags, seen and follow-up), but it can bring more
// than one emergency: a new crisis in it, or a flagged message after its case was followed up,
// alerts the church's pastoral contacts again (decision 075). Not in a storm: the same flag
// alerts a conversation at most once per quiet period, and each alert held back is recorded
// with why, so "why did nobody hear of this?" has an answer.

// A person in crisis who writes three messages in a minute is one alert; a new crisis the next
// evening is another.
export const ALERT_QUIET_MINUTES = 30

export type AlertReason = (typeof PASTORAL_ALERT_REASONS)[number]
export interface AlertDecision {
  send: boolean
  reason: AlertReason
  flag: TPastoralFlag
  detail: Record<string, string | null>
}

// For a work item whose case exists: whether this message alerts again, and why (null: nothing
// to say, the case is open and the message brings no crisis). Locks the case's row, so two
// messages arriving at once make one decision after the other.
export async function decideRepeatAlert(
  tx: DbOrTx,
  item: { id: string },
  flags: readonly TPastoralFlag[],
  flag: TPastoralFlag,
): Promise<AlertDecision | null> {
  const [current] = await tx
    .select()
    .from(pastoralCases)
    .where(eq(pastoralCases.workItemId, item.id))
    .for('update')
  if (!current) return null
  const closed = current.followedUpAt !== null
  if (!closed && !flags.includes('crisis')) return null
  const reason: AlertReason = closed ? 'case_reopened' : 'new_crisis'
  const [recent] = await tx
    .select({ createdAt: pastoralAlerts.createdAt })
    .from(pastoralAlerts)
    .where(
      and(
        eq(pastoralAlerts.workItemId, item.id),
        eq(pastoralAlerts.flag, flag),
        eq(pastoralAlerts.sent, true),
        sql`${pastoralAlerts.createdAt} > now() - make_interval(mins => ${ALERT_QUIET_MINUTES})`,
      ),
    )
    .orderBy(desc(pastoralAlerts.createdAt))
    .limit(1)
  if (recent)
    return {
      send: false,
      reason: 'quiet_period',
      flag,
      detail: { wouldBe: reason, lastAlertAt: recent.createdAt.toISOString() },
    }
  // The case is the conversation's one history: its flags grow, and a followed-up case opens
  // again (its earlier follow-up kept on the alert), so the church's list asks for it anew.
  await tx
    .update(pastoralCases)
    .set({
      flags: [...new Set([...current.flags, ...flags])],
      ...(closed
        ? {
            seenAt: null,
            seenBy: null,
            followedUpAt: null,
            followedUpBy: null,
            followUpNote: null,
          }
        : {}),
    })
    .where(eq(pastoralCases.workItemId, item.id))
  return {
    send: true,
    reason,
    flag,
    detail: closed
      ? {
          previousFollowUpAt: current.followedUpAt!.toISOString(),
          previousFollowUpBy: current.followedUpBy,
          previousFollowUpNote: current.followUpNote,
        }
      : {},
  }
}

export async function recordAlert(
  tx: DbOrTx,
  item: { id: string; organizationId: string },
  alert: AlertDecision,
  recipients: number,
) {
  await tx.insert(pastoralAlerts).values({
    workItemId: item.id,
    organizationId: item.organizationId,
    flag: alert.flag,
    reason: alert.reason,
    sent: alert.send,
    recipients,
    detail: alert.detail,
  })
}
