import type { FastifyBaseLogger } from 'fastify'
import { InstagramError } from '../../../integrations/instagram/errors'
import { paceFor, type UsageReport } from '../../../integrations/instagram/usage'
import { AppError } from '../../../lib/app-error'
import type { InstagramDeps } from '../../instagram/instagram-accounts/account-token'
import { deleteCommentEverywhere, setCommentHidden } from '../moderation/moderation.service'
import { findBulkAction, finishBulkAction, nextQueuedItems, settleItem } from './bulk.repository'

// Items one job run works through before it hands over to the next run: a run stays short, so a
// crash loses little and pg-boss's lease on it can stay short too.
export const ITEMS_PER_RUN = 25

export interface BulkWorkDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  sleep?: (ms: number) => Promise<void>
}

// 'more': items are left for the next run; retryAfterSeconds: Instagram asked Flock to wait
// (a rate limit, or the budget nearly spent), the items stay queued for then.
export type BulkWorkOutcome = 'finished' | 'more' | { retryAfterSeconds: number }

// Works through a bulk hide, unhide or delete with the same per-comment code as the single
// actions (modules/work/moderation), keeping to the accounts' rate budget as the sync does.
export async function workBulkAction(
  deps: BulkWorkDeps,
  bulkActionId: string,
): Promise<BulkWorkOutcome> {
  const action = await findBulkAction(deps.db, bulkActionId)
  if (!action || action.state !== 'running') return 'finished'
  const items = await nextQueuedItems(deps.db, bulkActionId, ITEMS_PER_RUN)
  if (items.length === 0) {
    await finishBulkAction(deps.db, bulkActionId)
    return 'finished'
  }
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  for (const item of items) {
    let usage: UsageReport | null = null
    try {
      if (action.kind === 'delete')
        ({ usage } = await deleteCommentEverywhere(deps, action.requestedBy, item.workItemId))
      else
        ({ usage } = await setCommentHidden(
          deps,
          action.requestedBy,
          item.workItemId,
          action.kind === 'hide',
        ))
      await settleItem(deps.db, item.id, { state: 'done' })
    } catch (error) {
      const wait = waitAskedFor(error)
      if (wait !== null) return { retryAfterSeconds: wait }
      // A comment deleted meanwhile is what a delete wanted.
      if (action.kind === 'delete' && isGone(error)) {
        await settleItem(deps.db, item.id, { state: 'done' })
        continue
      }
      deps.log?.warn({ err: error, bulkActionId, commentId: item.workItemId }, 'bulk: item failed')
      await settleItem(deps.db, item.id, { state: 'failed', error: reasonOf(error) })
    }
    const pace = paceFor(usage)
    if (!pace.go) return { retryAfterSeconds: pace.pauseMinutes * 60 }
    if (pace.waitMs > 0) await sleep(pace.waitMs)
  }
  return 'more'
}

function instagramCause(error: unknown): InstagramError | null {
  if (error instanceof InstagramError) return error
  if (error instanceof Error && error.cause instanceof InstagramError) return error.cause
  return null
}

function waitAskedFor(error: unknown): number | null {
  const cause = instagramCause(error)
  if (cause?.kind !== 'rate_limited') return null
  return cause.retryAfterSeconds ?? 60
}

function isGone(error: unknown) {
  return error instanceof AppError && error.code === 'NOT_FOUND'
}

function reasonOf(error: unknown): string {
  if (error instanceof AppError) {
    if (error.code === 'NOT_FOUND') return 'The comment no longer exists.'
    return error.message
  }
  return 'Something went wrong on our side.'
}
