import type { TApprovePost, TDeclinePost, TPostDetail } from '@common/schemas/posts'
import type { Actor } from '../../../auth/policy'
import { requestPublishScan } from '../../../jobs/contracts'
import { AppError } from '../../../lib/app-error'
import { approvePost, declinePost } from './post-state'
import { findPost, recordLedger } from './posts.repository'
import { getPost, requireVisiblePost } from './posts.service'
import { publishPostChange, type PublishingContext } from './publishing-context'

type ChurchActor = Actor & { organizationId: string }

// The second of two decisions says who was first.
async function alreadyDecided(context: PublishingContext, id: string) {
  const row = await findPost(context.db, id)
  if (row?.declinedAt && row.state === 'draft')
    return new AppError(
      'ALREADY_DECIDED',
      `This post was already declined by ${row.declinedByName ?? 'someone at your church'}.`,
    )
  if (row?.approvedAt)
    return new AppError(
      'ALREADY_DECIDED',
      `This post was already approved by ${row.approvedByName ?? 'someone at your church'}.`,
    )
  return new AppError(
    'POST_STATE_CHANGED',
    'This post is no longer waiting for your approval: the agency changed or withdrew it.',
  )
}

// Approve (or edit and approve): awaiting → scheduled in one conditional write, so of two
// approvals at once one wins and the other hears who was first.
export async function approvePostAsChurch(
  context: PublishingContext,
  actor: ChurchActor,
  id: string,
  input: TApprovePost,
): Promise<TPostDetail> {
  const found = (await requireVisiblePost(context.db, actor, id)).post
  const row = await context.db.transaction(async (tx) => {
    const edited =
      (input.caption !== undefined && input.caption !== found.caption) ||
      (input.firstComment !== undefined && (input.firstComment || null) !== found.firstComment)
    const approved = await approvePost(tx, id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      ...(input.caption !== undefined ? { caption: input.caption } : {}),
      ...(input.firstComment !== undefined ? { firstComment: input.firstComment || null } : {}),
    })
    if (!approved) return null
    await recordLedger(
      tx,
      id,
      'approved',
      edited ? `edited and approved by ${actor.name}` : `by ${actor.name}`,
    )
    await publishPostChange(tx, approved, 'approved')
    return approved
  })
  if (!row) throw await alreadyDecided(context, id)
  if (row.scheduledAt && row.scheduledAt.getTime() <= Date.now())
    await requestPublishScan(context.jobs)
  return getPost(context, actor, id)
}

// Declined: back to the agency as a draft, with the reason shown on it.
export async function declinePostAsChurch(
  context: PublishingContext,
  actor: ChurchActor,
  id: string,
  input: TDeclinePost,
): Promise<TPostDetail> {
  await requireVisiblePost(context.db, actor, id)
  const row = await context.db.transaction(async (tx) => {
    const declined = await declinePost(tx, id, actor.organizationId, {
      userId: actor.userId,
      name: actor.name,
      reason: input.reason,
    })
    if (!declined) return null
    await recordLedger(tx, id, 'declined', `by ${actor.name}: ${input.reason}`)
    await publishPostChange(tx, declined, 'declined')
    return declined
  })
  if (!row) throw await alreadyDecided(context, id)
  return getPost(context, actor, id)
}
