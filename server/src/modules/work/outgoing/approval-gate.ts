import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { commentFlags, replyApprovalSettings } from '../../../db/schema'

// Whether a reply waits for its church's approval before delivery (decision 043). Read by compose
// in its own transaction; the setting itself, the church's list and its decisions are
// modules/work/reply-approval's.

// No row: off, no reminder.
export async function findApprovalSettings(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({
      mode: replyApprovalSettings.mode,
      reminderAfterMinutes: replyApprovalSettings.reminderAfterMinutes,
    })
    .from(replyApprovalSettings)
    .where(eq(replyApprovalSettings.organizationId, organizationId))
  return row ?? { mode: 'off' as const, reminderAfterMinutes: null }
}

async function hasPastoralFlag(db: DbOrTx, commentId: string) {
  const [row] = await db
    .select({ commentId: commentFlags.workItemId })
    .from(commentFlags)
    .where(eq(commentFlags.workItemId, commentId))
    .limit(1)
  return Boolean(row)
}

export async function approvalRequired(
  tx: DbOrTx,
  comment: { id: string; organizationId: string },
): Promise<{ required: boolean; reminderAfterMinutes: number | null }> {
  const settings = await findApprovalSettings(tx, comment.organizationId)
  const required =
    settings.mode === 'all' ||
    (settings.mode === 'flagged' && (await hasPastoralFlag(tx, comment.id)))
  return { required, reminderAfterMinutes: settings.reminderAfterMinutes }
}
