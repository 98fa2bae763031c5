import { and, eq, isNull, sql } from 'drizzle-orm'
import { posts } from '../../../db/schema'
import { InstagramError } from '../../../integrations/instagram/errors'
import { requestAccountSync } from '../../../jobs/contracts'
import { upsertPost } from '../../work/comments/posts.repository'
import { postValues, isOwnComment } from '../../work/ingest/comment-mapping'
import {
  findAccountById,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import { withAccountToken } from '../../instagram/instagram-accounts/account-token'
import type { PublishDeps } from './publish-engine'
import { type PostRow, recordLedger } from './posts.repository'

// After publishing: the post joins Flock's posts (so its comments reach the inbox), and its first
// comment is posted once. Neither can unpublish anything; a failure here never fails the post.
export async function finishPublished(deps: PublishDeps, post: PostRow) {
  const account = await findAccountById(deps.db, post.accountId)
  if (!account || !post.igMediaId) return
  if (!post.mediaId) await joinFlockPosts(deps, post, account)
  if (post.firstComment && !post.firstCommentDone) await postFirstComment(deps, post, account)
}

async function joinFlockPosts(deps: PublishDeps, post: PostRow, account: AccountRow) {
  try {
    const item = await withAccountToken(deps, account, (token) =>
      deps.instagram.getMedia(token, post.igMediaId!),
    )
    const { row } = await upsertPost(deps.db, postValues(account, item))
    await deps.db
      .update(posts)
      .set({ mediaId: row.id, permalink: item.permalink ?? post.permalink })
      .where(eq(posts.id, post.id))
    await recordLedger(deps.db, post.id, 'added_to_posts', item.permalink ?? null)
  } catch (error) {
    // A read glitch after publishing (100/33) is common: the account's next sync adds the post.
    deps.log?.warn({ err: error, postId: post.id }, 'a published post is left to the next sync')
    await requestAccountSync(deps.jobs, account.id)
  }
}

// The first comment, once: asking is recorded first (a conditional write, so two runs never
// both post), and a run that finds it asked before looks for the comment before posting again.
async function postFirstComment(deps: PublishDeps, post: PostRow, account: AccountRow) {
  const text = post.firstComment!
  if (post.firstCommentRequestedAt) {
    if (await findOwnComment(deps, post, account, text)) return
    // An answer may still be on its way: only a request older than a lease is taken as lost.
    if (Date.now() - post.firstCommentRequestedAt.getTime() < deps.leaseSeconds * 1000) return
  }
  const [claimed] = await deps.db
    .update(posts)
    .set({ firstCommentRequestedAt: sql`now()` })
    .where(
      and(
        eq(posts.id, post.id),
        eq(posts.firstCommentDone, false),
        post.firstCommentRequestedAt
          ? eq(posts.firstCommentRequestedAt, post.firstCommentRequestedAt)
          : isNull(posts.firstCommentRequestedAt),
      ),
    )
    .returning()
  if (!claimed) return
  try {
    const created = await withAccountToken(deps, account, (token) =>
      deps.instagram.commentOnMedia(token, post.igMediaId!, text),
    )
    await recordFirstComment(deps, post.id, created.id)
  } catch (error) {
    // Instagram sometimes creates the comment and answers with an error (20/1772107): look.
    if (await findOwnComment(deps, post, account, text).catch(() => false)) return
    if (error instanceof InstagramError && !error.transient) {
      await deps.db.update(posts).set({ firstCommentDone: true }).where(eq(posts.id, post.id))
      await recordLedger(deps.db, post.id, 'first_comment_failed', error.message)
      return
    }
    throw error
  }
}

async function findOwnComment(
  deps: PublishDeps,
  post: PostRow,
  account: AccountRow,
  text: string,
): Promise<boolean> {
  const page = await withAccountToken(deps, account, (token) =>
    deps.instagram.listCommentsPage(token, post.igMediaId!),
  )
  const mine = page.items.find(
    (comment) => isOwnComment(account, comment) && comment.text.trim() === text.trim(),
  )
  if (!mine) return false
  await recordFirstComment(deps, post.id, mine.id)
  return true
}

async function recordFirstComment(deps: PublishDeps, postId: string, igCommentId: string) {
  const [done] = await deps.db
    .update(posts)
    .set({ firstCommentDone: true, igFirstCommentId: igCommentId })
    .where(and(eq(posts.id, postId), eq(posts.firstCommentDone, false)))
    .returning()
  if (done) await recordLedger(deps.db, postId, 'first_comment_posted', `comment ${igCommentId}`)
}
