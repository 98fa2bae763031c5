import type { TInboxComment } from '@common/schemas/comment'
import type {
  TCommentActivityItem,
  TCommentDetail,
  TCrisisSupport,
} from '@common/schemas/comment-detail'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { listCommentActivity } from '../comments/comment-activity.repository'
import { listCommentNotes } from '../comment-notes/comment-notes.repository'
import { listInboxPage } from '../inbox/inbox.repository'
import { type InboxContext, toInboxItems } from '../inbox/inbox.service'
import { findPastoralSettings } from '../pastoral/pastoral.repository'
import { listCrisisSavedReplies } from '../saved-replies/saved-replies.repository'
import { listCommenterComments } from './comment-detail.repository'

// One follower comment with everything the team works it with: its card in one statement (the
// inbox's), then three small queries, each by the comment's id (or the commenter's, indexed),
// run side by side.
export async function getCommentDetail(
  db: Database,
  context: InboxContext,
  commentId: string,
): Promise<TCommentDetail> {
  const [row] = await listInboxPage(
    db,
    { view: 'all', userId: context.userId, timeZone: context.timeZone, commentId },
    { limit: 1, sort: 'newest' },
  )
  if (!row) throw notFound('Comment not found')
  const { comment } = row
  const [item] = toInboxItems([row])
  const [otherComments, notes, activity] = await Promise.all([
    listCommenterComments(db, comment),
    listCommentNotes(db, comment.id),
    listCommentActivity(db, comment.id),
  ])
  const view = item!
  return {
    comment: view,
    crisis: view.pastoral?.flags.includes('crisis')
      ? await crisisSupport(db, comment.organizationId)
      : null,
    otherComments,
    notes,
    activity: withKnownHistory(
      activity.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        actorName: entry.actorName,
        detail: entry.detail,
        at: entry.createdAt.toISOString(),
      })),
      view,
    ),
  }
}

// A crisis comment shows the church's emergency guidance and the private replies to offer.
async function crisisSupport(db: Database, organizationId: string): Promise<TCrisisSupport> {
  const [settings, savedReplies] = await Promise.all([
    findPastoralSettings(db, organizationId),
    listCrisisSavedReplies(db),
  ])
  return { guidance: settings.emergencyGuidance, savedReplies }
}

// Comments answered or hidden before the activity was kept still tell who did it and when
// (comments.responded_by, hidden_changed_by): shown as activity unless the activity has it.
function withKnownHistory(
  activity: TCommentActivityItem[],
  comment: TInboxComment,
): TCommentActivityItem[] {
  const known = [...activity]
  const has = (kind: TCommentActivityItem['kind']) => activity.some((entry) => entry.kind === kind)
  if (comment.respondedVia === 'flock' && comment.respondedAt && !has('replied')) {
    known.push({
      id: `replied-${comment.id}`,
      kind: 'replied',
      actorName: comment.respondedBy,
      detail: comment.responseText ? { text: comment.responseText } : {},
      at: comment.respondedAt,
    })
  }
  const hiddenKind = comment.hidden ? 'hidden' : 'unhidden'
  if (comment.hiddenChange && !has(hiddenKind)) {
    known.push({
      id: `${hiddenKind}-${comment.id}`,
      kind: hiddenKind,
      actorName: comment.hiddenChange.by,
      detail: {},
      at: comment.hiddenChange.at,
    })
  }
  return known.sort((a, b) => a.at.localeCompare(b.at))
}
