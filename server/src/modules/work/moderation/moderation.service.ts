import { InstagramError } from '../../../integrations/instagram/errors'
import type { UsageReport } from '../../../integrations/instagram/usage'
import { AppError, notFound } from '../../../lib/app-error'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { publishCommentChange, threadOfComment } from '../comments/comment-events'
import { deleteComment, findCommentById, updateComment } from '../comments/comments.repository'
import { instagramFailure } from '../../../integrations/instagram/instagram-failure'
import { recordCommentDeletion } from './moderation.repository'

async function loadForModeration(deps: InstagramDeps, commentId: string) {
  const comment = await findCommentById(deps.db, commentId)
  if (!comment) throw notFound('Comment not found')
  const account = await findAccountById(deps.db, comment.accountId)
  if (!account) throw notFound('Comment not found')
  return { comment, account }
}

// Hidden on Instagram first; Flock records it only once Instagram agreed. userId null: a
// moderation rule hid it.
export async function setCommentHidden(
  deps: InstagramDeps,
  userId: string | null,
  commentId: string,
  hidden: boolean,
) {
  const { comment, account } = await loadForModeration(deps, commentId)
  if (comment.isOwn)
    throw new AppError('VALIDATION_FAILED', "The account's own comments cannot be hidden.")
  const { usage } = await withAccountToken(deps, account, (token) =>
    deps.instagram.setCommentHidden(token, comment.igCommentId, hidden),
  ).catch((error) => {
    throw instagramFailure(error)
  })
  await updateComment(deps.db, comment.id, {
    hidden,
    hiddenChangedBy: userId,
    hiddenChangedAt: new Date(),
  })
  await publishCommentChange(deps.db, threadOfComment(comment), hidden ? 'hidden' : 'unhidden')
  // The account's budget as Instagram reported it, for bulk work that paces itself by it.
  return { id: comment.id, hidden, usage }
}

// Deleted on Instagram, then here with its replies. Already gone on Instagram counts as deleted.
export async function deleteCommentEverywhere(
  deps: InstagramDeps,
  userId: string,
  commentId: string,
) {
  const { comment, account } = await loadForModeration(deps, commentId)
  let usage: UsageReport | null = null
  try {
    ;({ usage } = await withAccountToken(deps, account, (token) =>
      deps.instagram.deleteComment(token, comment.igCommentId),
    ))
  } catch (error) {
    if (!(error instanceof InstagramError && error.kind === 'not_found'))
      throw instagramFailure(error)
  }
  await deps.db.transaction(async (tx) => {
    await deleteComment(tx, comment.id)
    await recordCommentDeletion(tx, {
      organizationId: comment.organizationId,
      accountId: comment.accountId,
      igCommentId: comment.igCommentId,
      threadId: comment.parentId ?? comment.id,
      deletedBy: userId,
    })
  })
  await publishCommentChange(deps.db, threadOfComment(comment), 'deleted')
  return { usage }
}
