import type { JobQueue } from '../../jobs/job-definition'

// The job that takes a rule's hide to Instagram (modules/moderation/rule-hides.jobs.ts). Sent from
// ingest, which must not depend on moderation: moderation reads comments through ingest.
export const HIDE_BY_RULE = 'hide-by-rule'

// One queued job per comment (stately, keyed by the comment); the conditional write on the
// queued hide records it once however many jobs run.
export async function requestRuleHides(jobs: JobQueue | undefined, commentIds: readonly string[]) {
  if (!jobs) return
  for (const commentId of commentIds)
    await jobs.send(HIDE_BY_RULE, { commentId }, { singletonKey: commentId })
}
