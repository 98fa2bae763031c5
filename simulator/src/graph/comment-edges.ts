import {
  addOwnComment,
  deleteComment,
  repliesOf,
  topLevelComments,
  topLevelOf,
} from '../domain/comments'
import { isLiveMedia } from '../domain/live'
import type { Comment, Media } from '../store/types'
import { deliverCommentEvent } from '../webhooks/deliveries'
import { booleanParam, listPage, messageParam, type EdgeTable, type GraphCall } from './call'
import { invalidParam } from './errors'
import { mediaInsights } from './media-insights'
import {
  carouselChildren,
  childSpec,
  commentSpec,
  MANAGE_COMMENTS,
  mediaSpec,
  requireScope,
} from './nodes'
import { fieldsParam, render } from './render'

// Instagram takes no public reply, comment or deletion on a live video through the API (the
// docs: "you cannot reply to live video"); only a private reply, during the broadcast.
const liveRefused = () =>
  invalidParam('Comments on a live video cannot be replied to, added or deleted through the API')

const COMMENT_PAGE = { defaultLimit: 50, maxLimit: 50 }

/** The account's own comments come back to the webhook too (the echo Flock must ignore). */
function echo(call: GraphCall, comment: Comment) {
  deliverCommentEvent(call.ctx, call.auth.account, comment).catch(() => undefined)
  return { id: comment.id }
}

function createComment(call: GraphCall, media: Media) {
  requireScope(call.env, MANAGE_COMMENTS)
  const message = messageParam(call)
  if (isLiveMedia(media)) throw liveRefused()
  if (!media.commentsEnabled) throw invalidParam('Comments are turned off for this media')
  return echo(call, addOwnComment(call.ctx, call.auth.account, media.id, message, null))
}

function reply(call: GraphCall, target: Comment) {
  requireScope(call.env, MANAGE_COMMENTS)
  const message = messageParam(call)
  const parent = topLevelOf(call.ctx, target)
  if (parent.hidden) throw invalidParam('Cannot reply to a hidden comment')
  const media = call.ctx.store.media.get(parent.mediaId)
  if (media && isLiveMedia(media)) throw liveRefused()
  if (media && !media.commentsEnabled) throw invalidParam('Comments are turned off for this media')
  return echo(call, addOwnComment(call.ctx, call.auth.account, parent.mediaId, message, parent.id))
}

function setHidden(call: GraphCall, comment: Comment) {
  requireScope(call.env, MANAGE_COMMENTS)
  const hide = booleanParam(call, 'hide')
  // The media owner's own comments always stay visible; Instagram still answers success.
  if (!comment.bySelf) comment.hidden = hide
  return { success: true }
}

function remove(call: GraphCall, comment: Comment) {
  requireScope(call.env, MANAGE_COMMENTS)
  const media = call.ctx.store.media.get(comment.mediaId)
  if (media && isLiveMedia(media)) throw liveRefused()
  deleteComment(call.ctx, comment)
  return { success: true }
}

function setCommentsEnabled(call: GraphCall, media: Media) {
  media.commentsEnabled = booleanParam(call, 'comment_enabled')
  return { success: true }
}

export const mediaEdges: EdgeTable<Media> = {
  '': {
    GET: (call, m) => render(mediaSpec, m, fieldsParam(call.params.fields), call.env),
    POST: setCommentsEnabled,
  },
  comments: {
    GET: (call, m) => {
      requireScope(call.env, MANAGE_COMMENTS)
      const items = topLevelComments(call.ctx, m.id)
      return listPage(call, commentSpec, items, { path: `/${m.id}/comments`, ...COMMENT_PAGE })
    },
    POST: createComment,
  },
  insights: { GET: mediaInsights },
  // GET /{media-id}/children: a carousel's items (an empty list for any other media).
  children: {
    GET: (call, m) => {
      const fields = fieldsParam(call.params.fields)
      return { data: carouselChildren(m).map((c) => render(childSpec, c, fields, call.env)) }
    },
  },
}

export const commentEdges: EdgeTable<Comment> = {
  '': {
    GET: (call, c) => {
      requireScope(call.env, MANAGE_COMMENTS)
      return render(commentSpec, c, fieldsParam(call.params.fields), call.env)
    },
    POST: setHidden,
    DELETE: remove,
  },
  replies: {
    GET: (call, c) => {
      requireScope(call.env, MANAGE_COMMENTS)
      const items = repliesOf(call.ctx, c.id)
      return listPage(call, commentSpec, items, {
        path: `/${c.id}/replies`,
        defaultLimit: Math.min(COMMENT_PAGE.defaultLimit, call.ctx.settings.repliesPageSize),
        maxLimit: call.ctx.settings.repliesPageSize,
      })
    },
    POST: reply,
  },
}
