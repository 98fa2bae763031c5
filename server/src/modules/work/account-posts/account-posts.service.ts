import type { TAccountPosts } from '@common/schemas/comment'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import { listRepliesOf } from '../comments/comments.repository'
import {
  latestCommentsOfPosts,
  latestOutgoingFor,
  ownCommentsOfPosts,
  privateRepliesFor,
} from '../inbox/inbox.repository'
import { toInboxComment } from '../inbox/inbox-view'
import { toOutgoing } from '../outgoing/outgoing-view'
import { listRecentPosts } from '../comments/posts.repository'
import {
  findSyncState,
  toSyncStatus,
} from '../../instagram/instagram-accounts/sync-state.repository'

const POSTS = 12
const COMMENTS_PER_POST = 20
const OWN_COMMENTS_PER_POST = 10

// An account's recent posts with their newest comments, and how its sync is going.
export async function getAccountPosts(db: Database, accountId: string): Promise<TAccountPosts> {
  const account = await findAccountById(db, accountId)
  if (!account) throw notFound('Account not found')
  const [posts, sync] = await Promise.all([
    listRecentPosts(db, account.id, POSTS),
    findSyncState(db, account.id),
  ])
  const rows = await latestCommentsOfPosts(
    db,
    posts.map((post) => post.id),
    COMMENTS_PER_POST,
  )
  const ids = rows.map((row) => row.comment.id)
  const [replies, outgoing, privateReplies, ownComments] = await Promise.all([
    listRepliesOf(db, ids),
    latestOutgoingFor(db, ids),
    privateRepliesFor(db, ids),
    ownCommentsOfPosts(
      db,
      posts.map((post) => post.id),
      OWN_COMMENTS_PER_POST,
    ),
  ])
  return {
    sync: toSyncStatus(sync),
    posts: posts.map((post) => {
      const imageUrl = post.thumbnailUrl ?? post.mediaUrl
      const postView = {
        id: post.id,
        mediaUrl: post.mediaUrl,
        thumbnailUrl: post.thumbnailUrl,
        caption: post.caption,
        permalink: post.permalink,
        liveEndedAt: post.liveEndedAt,
      }
      return {
        id: post.id,
        caption: post.caption,
        imageUrl,
        permalink: post.permalink,
        likeCount: post.likeCount,
        commentsCount: post.commentsCount,
        postedAt: post.postedAt.toISOString(),
        comments: rows
          .filter((row) => row.comment.mediaId === post.id)
          .map((row) =>
            toInboxComment(
              { ...row, post: postView },
              replies.filter((reply) => reply.parentId === row.comment.id),
              outgoing.find((item) => item.workItemId === row.comment.id),
              [],
              privateReplies.find((item) => item.outgoing.workItemId === row.comment.id),
            ),
          ),
        ownComments: ownComments
          .filter((item) => item.outgoing.mediaId === post.id)
          .map((item) => ({ ...toOutgoing(item.outgoing), by: item.byName })),
      }
    }),
  }
}
