import { InstagramError } from '../../integrations/instagram/errors'
import { AppError, notFound } from '../../lib/app-error'
import { publish } from '../../realtime/publish'
import { findAccountById } from '../accounts/accounts.repository'
import { type InstagramDeps, withAccountToken } from '../accounts/account-token'
import { deleteComment, findCommentById, updateComment } from '../ingest/comments.repository'
import { instagramFailure } from '../../integrations/instagram/instagram-failure'

async function loadForModeration(deps: InstagramDeps, commentId: string) {
  const comment = await findCommentById(deps.db, commentId)
  if (!comment) throw notFound('Comment not found')
  const account = await findAccountById(deps.db, comment.accountId)
  if (!account) throw notFound('Comment not found')
  return { comment, account }
}

// Hidden on Instagram first; Flock records it only once Instagram agreed.
export async function setCommentHidden(deps: InstagramDeps, commentId: string, hidden: boolean) {
  const { comment, account } = await loadForModeration(deps, commentId)
  if (comment.isOwn)
    throw new AppError('VALIDATION_FAILED', "The account's own comments cannot be hidden.")
  await withAccountToken(deps, account, (token) =>
    deps.instagram.setCommentHidden(token, comment.igCommentId, hidden),
  ).catch((error) => {
    throw instagramFailure(error)
  })
  await updateComment(deps.db, comment.id, { hidden })
  await publish(deps.db, {
    type: 'comment.changed',
    organizationId: comment.organizationId,
    accountId: comment.accountId,
    commentId: comment.parentId ?? comment.id,
    change: hidden ? 'hidden' : 'unhidden',
  })
  return { id: comment.id, hidden }
}

// Deleted on Instagram, then here with its replies. Already gone on Instagram counts as deleted.
export async function deleteCommentEverywhere(deps: InstagramDeps, commentId: string) {
  const { comment, account } = await loadForModeration(deps, commentId)
  try {
    await withAccountToken(deps, account, (token) =>
      deps.instagram.deleteComment(token, comment.igCommentId),
    )
  } catch (error) {
    if (!(error instanceof InstagramError && error.kind === 'not_found'))
      throw instagramFailure(error)
  }
  await deleteComment(deps.db, comment.id)
  await publish(deps.db, {
    type: 'comment.changed',
    organizationId: comment.organizationId,
    accountId: comment.accountId,
    commentId: comment.parentId ?? comment.id,
    change: 'deleted',
  })
}
