import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { DbOrTx } from '../../../db/client'
import type { JobQueue } from '../../../lib/jobs'

// What happens to a follower's comment when it first arrives, whatever brought it (a sync, a
// webhook): a list of steps handed in by the composition root (job-definitions.ts), run in
// order in the transaction that stores the comment (decision 063). Ingest knows the seam, not
// the policies: pastoral care and moderation rules are steps, and a new policy is a new step.

// The comment as the steps see it: new, from a follower, already stored.
export interface ArrivingComment {
  id: string
  organizationId: string
  accountId: string
  parentId: string | null
  username: string
  text: string
  // A direct message arrives as its conversation's work item, a mention as its own (decision
  // 072); absent: a comment.
  kind?: 'comment' | 'conversation' | 'mention'
}

// What earlier steps found, for later ones: the pastoral classifier's flags, read by the rules.
export interface ArrivalContext {
  flags: TPastoralFlag[]
}

// Work a step leaves for after the commit (an e-mail to send, a hide to take to Instagram):
// nothing leaves Flock before the comment and what the steps wrote are committed.
export type AfterCommit = (jobs: JobQueue) => Promise<unknown>

export interface ArrivalStep {
  name: string
  run(tx: DbOrTx, item: ArrivingComment, context: ArrivalContext): Promise<AfterCommit[]>
}

// Runs every step, in the order given, in the caller's transaction; a step that throws rolls
// the comment back with the rest.
export async function runArrival(
  tx: DbOrTx,
  item: ArrivingComment,
  steps: readonly ArrivalStep[],
): Promise<AfterCommit[]> {
  const context: ArrivalContext = { flags: [] }
  const effects: AfterCommit[] = []
  for (const step of steps) effects.push(...(await step.run(tx, item, context)))
  return effects
}

// Once committed, the steps' work is handed to the queue, in order. Without a queue at hand the
// minutely sweeps (mail, rule hides) do it.
export async function afterCommit(jobs: JobQueue | undefined, effects: readonly AfterCommit[]) {
  if (!jobs) return
  for (const effect of effects) await effect(jobs)
}
