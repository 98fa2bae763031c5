import { and, eq, lt, sql } from 'drizzle-orm'
import type { Database } from '../../../db/client'
import { ruleHides } from '../../../db/schema'
import { InstagramError } from '../../../integrations/instagram/errors'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import type { InstagramDeps } from '../../instagram/instagram-accounts/account-token'
import { findCommentById } from '../comments/comments.repository'
import { setCommentHidden } from './moderation.service'

export type RuleHideOutcome = 'hidden' | 'already-hidden' | 'not-queued' | 'failed'

// Ends the queued hide in `state`, once: the activity is written only by the write that moved
// the hide out of 'queued', so a job run twice records it once.
async function finish(
  db: Database,
  commentId: string,
  state: 'done' | 'failed',
  error: string | null = null,
) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(ruleHides)
      .set({ state, error })
      .where(and(eq(ruleHides.workItemId, commentId), eq(ruleHides.state, 'queued')))
      .returning()
    if (!row || state !== 'done') return
    const comment = await findCommentById(tx, commentId)
    if (!comment) return
    await recordCommentActivity(tx, [
      {
        commentId,
        organizationId: comment.organizationId,
        actorId: null,
        kind: 'hidden',
        detail: { rule: row.ruleName },
      },
    ])
  })
}

// Takes a rule's hide to Instagram through the moderation path (Instagram first, then Flock).
// Hiding twice on Instagram is the same as once; a transient failure is thrown for the job to
// retry, anything else (the comment gone, the account disconnected) ends the hide as failed.
export async function hideByRule(deps: InstagramDeps, commentId: string): Promise<RuleHideOutcome> {
  const [queued] = await deps.db
    .select()
    .from(ruleHides)
    .where(and(eq(ruleHides.workItemId, commentId), eq(ruleHides.state, 'queued')))
  if (!queued) return 'not-queued'
  const comment = await findCommentById(deps.db, commentId)
  if (comment?.hidden) {
    await finish(deps.db, commentId, 'done')
    return 'already-hidden'
  }
  try {
    await setCommentHidden(deps, null, commentId, true)
  } catch (error) {
    const cause =
      error instanceof Error && error.cause instanceof InstagramError ? error.cause : null
    if (cause?.transient || (!cause && !(error instanceof Error && 'statusCode' in error)))
      throw error
    await finish(deps.db, commentId, 'failed', error instanceof Error ? error.message : 'failed')
    return 'failed'
  }
  await finish(deps.db, commentId, 'done')
  return 'hidden'
}

// Hides still queued a while after their comment was stored: their job was lost (a crash after
// the commit) or ran out of retries. Older than a day, they are left for a person to see.
export async function findStalledRuleHides(db: Database, olderThanSeconds: number, limit: number) {
  return db
    .select({ commentId: ruleHides.workItemId })
    .from(ruleHides)
    .where(
      and(
        eq(ruleHides.state, 'queued'),
        lt(ruleHides.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
        sql`${ruleHides.createdAt} > now() - interval '1 day'`,
      ),
    )
    .orderBy(ruleHides.createdAt)
    .limit(limit)
}
