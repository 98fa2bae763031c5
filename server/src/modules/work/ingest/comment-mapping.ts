import { cleanText } from '@common/clean-text'
import type { TComment, TMedia, TReply } from '../../../integrations/instagram/schemas'
import { parseInstagramTime } from '../../../integrations/instagram/timestamps'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import type { NewComment } from '../comments/comments.repository'
import type { NewPost } from '../comments/posts.repository'

export function postValues(account: AccountRow, item: TMedia): NewPost {
  return {
    accountId: account.id,
    igMediaId: item.id,
    caption: cleanText(item.caption ?? ''),
    mediaType: item.media_type ?? null,
    mediaUrl: item.media_url ?? null,
    thumbnailUrl: item.thumbnail_url ?? null,
    permalink: item.permalink ?? null,
    likeCount: item.like_count ?? 0,
    commentsCount: item.comments_count ?? 0,
    followersAtSync: account.followersCount,
    postedAt: parseInstagramTime(item.timestamp) ?? new Date(),
  }
}

// Written by the account itself: its id or its username on the comment.
export function isOwnComment(account: AccountRow, item: TReply | TComment): boolean {
  const fromId = item.from?.id
  if (fromId && (fromId === account.igUserId || fromId === account.appScopedId)) return true
  const username = item.from?.username ?? item.username
  return Boolean(username && username.toLowerCase() === account.username.toLowerCase())
}

export function commentValues(
  account: AccountRow,
  item: TReply | TComment,
  place: {
    mediaId: string | null
    parentId: string | null
    igParentId: string | null
    // On a live broadcast (decision 077); said on insert only.
    live?: boolean
  },
): NewComment {
  const own = isOwnComment(account, item)
  return {
    organizationId: account.organizationId,
    accountId: account.id,
    mediaId: place.mediaId,
    igCommentId: item.id,
    parentId: place.parentId,
    igParentId: place.igParentId,
    username: cleanText(item.from?.username ?? item.username ?? 'unknown'),
    fromIgId: item.from?.id ?? null,
    text: cleanText(item.text),
    // Left out when Instagram did not say: the database's defaults on insert, unchanged after.
    likeCount: item.like_count,
    hidden: item.hidden,
    isOwn: own,
    ...(place.live ? { isLive: true } : {}),
    // Only a follower's top-level comment waits for an answer.
    responseStatus: own || place.parentId ? 'not_applicable' : 'pending',
    commentedAt: parseInstagramTime(item.timestamp) ?? new Date(),
  }
}
