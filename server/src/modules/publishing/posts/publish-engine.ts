import type { FastifyBaseLogger } from 'fastify'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AssetStorage } from '../../../integrations/asset-storage'
import { InstagramError } from '../../../integrations/instagram/errors'
import { posts } from '../../../db/schema'
import type { JobQueue } from '../../../lib/jobs'
import { toAsset } from '../../churches/assets/asset-view'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import { findAccountById } from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { containerErrorMessage, permanentFailure, subcodeOfStatus } from './publish-errors'
import { findMediaOfContainer } from './published-media'
import { finishPublished } from './publish-follow-ups'
import {
  clearContainers,
  findPost,
  listItemsOf,
  type PostRow,
  recordLedger,
  setItemContainer,
} from './posts.repository'
import {
  extendLease,
  markFailed,
  markPublished,
  pauseBeforePublish,
  recordUnderLease,
  releaseLease,
  requestPublish,
  takePublishLease,
} from './post-state'
import { publishPostChange } from './publishing-context'

export interface PublishDeps extends InstagramDeps {
  jobs: JobQueue
  // Only to write the files' public URLs, which Instagram fetches.
  storage: Pick<AssetStorage, 'publicUrl'>
  publicUrl: string
  log?: FastifyBaseLogger
  // Longer than one run's polling of a container (below) and its calls.
  leaseSeconds: number
  // The waits between two looks at a container within one run; past them the run ends and the
  // job comes back (retryAfter), so a long video never holds a worker.
  pollDelaysMs: readonly number[]
  sleep: (ms: number) => Promise<void>
}

export const DEFAULT_POLL_DELAYS_MS = [500, 1000, 1500, 2000, 3000, 4000, 5000, 5000, 5000] as const

// 'skipped': another worker holds the post, or it is no longer publishing. 'paused': its church
// was frozen before the irreversible step. { retryAfter }: come back then.
export type PublishOutcome = 'published' | 'failed' | 'paused' | 'skipped' | { retryAfter: number }

type Leased = PostRow & { leaseToken: string }

// A post's containers recreated at most this often (expired, or Instagram's passing errors).
const MAX_RECREATIONS = 3

// Publishes one post to Instagram exactly once. Every step is recorded before the next: the
// containers' ids, then the moment media_publish is asked, then the media id. A run that starts
// where an earlier one may have asked media_publish asks Instagram first (the container's status,
// then the account's media) and never asks it twice for a container that is PUBLISHED.
export async function publishPost(deps: PublishDeps, postId: string): Promise<PublishOutcome> {
  const existing = await findPost(deps.db, postId)
  if (existing?.state === 'published') {
    await finishPublished(deps, existing)
    return 'published'
  }
  const leased = (await takePublishLease(deps.db, postId, deps.leaseSeconds)) as Leased | null
  if (!leased) return 'skipped'
  const account = await findAccountById(deps.db, leased.accountId)
  if (!account) return 'skipped'
  try {
    return await drive(deps, leased, account)
  } catch (error) {
    return afterError(deps, leased, error)
  }
}

async function drive(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
): Promise<PublishOutcome> {
  if (post.publishRequestedAt) {
    const settled = await settleEarlierPublish(deps, post, account)
    if (settled) return settled
    post = (await findPost(deps.db, post.id)) as Leased
  } else if (account.status !== 'connected') {
    return fail(deps, post, {
      message: `@${account.username} is not connected, so the post could not be published. The church must grant access again, then the post can be scheduled again.`,
    })
  }
  for (let recreations = 0; ; recreations += 1) {
    const prepared = await prepareContainer(deps, post, account)
    if (typeof prepared === 'object' && 'ready' in prepared)
      return publishStep(deps, post, account, prepared.ready)
    if (prepared !== 'recreate') return prepared
    if (recreations >= MAX_RECREATIONS)
      return fail(deps, post, {
        message: 'Instagram could not prepare the post after several tries. Try again later.',
      })
    await clearContainers(deps.db, post.id)
    post = (await findPost(deps.db, post.id)) as Leased
    if (post.leaseToken === null) return 'skipped'
  }
}

// An earlier run asked media_publish (and died, or lost the answer, or was refused). The
// container's status says what happened; PUBLISHED is found in the account's media.
// null: the container is ready and unpublished, so publishing may be asked again.
async function settleEarlierPublish(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
): Promise<PublishOutcome | null> {
  if (!post.igContainerId) return null
  const status = await withAccountToken(deps, account, (token) =>
    deps.instagram.getContainerStatus(token, post.igContainerId!),
  )
  if (status.status_code === 'PUBLISHED') return recordFound(deps, post, account)
  if (status.status_code === 'EXPIRED' || status.status_code === 'ERROR') {
    // Never published (a published container says PUBLISHED): start again from new containers.
    await clearContainers(deps.db, post.id)
    return null
  }
  // FINISHED: the earlier call did not land. IN_PROGRESS: it cannot have.
  await recordUnderLease(deps.db, post, { publishRequestedAt: null })
  return null
}

async function recordFound(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
): Promise<PublishOutcome> {
  const media = await findMediaOfContainer(deps, post, account)
  // Published, but not listed yet: look again shortly. Never failed.
  if (!media) return { retryAfter: 10 }
  return published(deps, post, media)
}

async function published(
  deps: PublishDeps,
  post: Leased,
  media: { igMediaId: string; permalink: string | null },
): Promise<PublishOutcome> {
  const row = await deps.db.transaction(async (tx) => {
    const done = await markPublished(tx, post.id, media)
    if (!done) return null
    await recordLedger(tx, post.id, 'published', `media ${media.igMediaId}`)
    await publishPostChange(tx, done, 'published')
    return done
  })
  if (row) await finishPublished(deps, row)
  return 'published'
}

type ItemWithAsset = Awaited<ReturnType<typeof listItemsOf>>[number]

function mediaUrl(deps: PublishDeps, item: ItemWithAsset): string {
  if (!item.asset) throw new PostProblem('A file of this post was deleted from the media library.')
  return toAsset(item.asset, deps.storage, deps.publicUrl).publicUrl
}

// A refusal Flock itself makes, in words.
class PostProblem extends Error {}

function singleParams(
  deps: PublishDeps,
  post: PostRow,
  item: ItemWithAsset,
): Record<string, string> {
  const url = mediaUrl(deps, item)
  const collaborators: Record<string, string> =
    post.collaborators.length > 0 ? { collaborators: JSON.stringify(post.collaborators) } : {}
  const alt: Record<string, string> = item.item.altText ? { alt_text: item.item.altText } : {}
  switch (post.kind) {
    case 'image':
      return { image_url: url, caption: post.caption, ...alt, ...collaborators }
    case 'reel':
      return {
        media_type: 'REELS',
        video_url: url,
        caption: post.caption,
        share_to_feed: 'true',
        ...collaborators,
      }
    case 'story':
      return item.item.kind === 'image'
        ? { media_type: 'STORIES', image_url: url }
        : { media_type: 'STORIES', video_url: url }
    default:
      throw new PostProblem('A carousel is made of its items.')
  }
}

function carouselItemParams(deps: PublishDeps, item: ItemWithAsset): Record<string, string> {
  const url = mediaUrl(deps, item)
  return item.item.kind === 'image'
    ? {
        is_carousel_item: 'true',
        image_url: url,
        ...(item.item.altText ? { alt_text: item.item.altText } : {}),
      }
    : { is_carousel_item: 'true', media_type: 'VIDEO', video_url: url }
}

// The container media_publish takes, FINISHED; or what to do instead. Each container's id is
// recorded (under the lease) before anything else is asked.
async function prepareContainer(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
): Promise<{ ready: string } | 'recreate' | PublishOutcome> {
  const items = await listItemsOf(deps.db, [post.id])
  const call = <T>(fn: (token: string) => Promise<T>) => withAccountToken(deps, account, fn)
  if (post.kind === 'carousel') {
    for (const item of items) {
      if (item.item.igContainerId) continue
      const created = await call((token) =>
        deps.instagram.createContainer(token, account.igUserId, carouselItemParams(deps, item)),
      )
      if (!(await recordContainer(deps, post, item.item.position, created.id, false)))
        return 'skipped'
      item.item.igContainerId = created.id
    }
    for (const item of items) {
      const outcome = await waitUntilFinished(deps, post, account, item.item.igContainerId!)
      if (outcome !== 'FINISHED') return outcome
    }
    if (!post.igContainerId) {
      const created = await call((token) =>
        deps.instagram.createContainer(token, account.igUserId, {
          media_type: 'CAROUSEL',
          children: items.map((item) => item.item.igContainerId!).join(','),
          caption: post.caption,
          ...(post.collaborators.length > 0
            ? { collaborators: JSON.stringify(post.collaborators) }
            : {}),
        }),
      )
      if (!(await recordContainer(deps, post, null, created.id, true))) return 'skipped'
      post.igContainerId = created.id
    }
  } else if (!post.igContainerId) {
    const item = items[0]
    if (!item) throw new PostProblem('The post has no file.')
    const created = await call((token) =>
      deps.instagram.createContainer(token, account.igUserId, singleParams(deps, post, item)),
    )
    if (!(await recordContainer(deps, post, item.item.position, created.id, true))) return 'skipped'
    post.igContainerId = created.id
  }
  const outcome = await waitUntilFinished(deps, post, account, post.igContainerId!)
  return outcome === 'FINISHED' ? { ready: post.igContainerId! } : outcome
}

// The container's id, on its item and (for the one to publish) on the post, under the lease.
async function recordContainer(
  deps: PublishDeps,
  post: Leased,
  position: number | null,
  containerId: string,
  isPublished: boolean,
) {
  return deps.db.transaction(async (tx) => {
    const held = await recordUnderLease(
      tx,
      post,
      isPublished
        ? { igContainerId: containerId, containerCreatedAt: sql`now()` }
        : {
            leaseUntil: sql`now() + make_interval(secs => ${deps.leaseSeconds})`,
          },
    )
    if (!held) return false
    if (position !== null) await setItemContainer(tx, post.id, position, containerId)
    await recordLedger(
      tx,
      post.id,
      'container_created',
      position === null
        ? `carousel container ${containerId}`
        : post.kind === 'carousel'
          ? `container ${containerId} for item ${position + 1}`
          : `container ${containerId}`,
    )
    return true
  })
}

// Looks at a container until it is FINISHED, within this run's waits.
async function waitUntilFinished(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
  containerId: string,
): Promise<'FINISHED' | 'recreate' | PublishOutcome> {
  for (let look = 0; ; look += 1) {
    const status = await withAccountToken(deps, account, (token) =>
      deps.instagram.getContainerStatus(token, containerId),
    )
    switch (status.status_code) {
      case 'FINISHED':
        return 'FINISHED'
      case 'PUBLISHED':
        // Only after media_publish was asked; whoever asked it, it is live.
        return recordFound(deps, { ...post, igContainerId: containerId }, account)
      case 'EXPIRED':
        await recordLedger(deps.db, post.id, 'container_expired', `container ${containerId}`)
        return 'recreate'
      case 'ERROR': {
        const problem = containerErrorMessage(subcodeOfStatus(status.status))
        if (problem.retry) {
          await recordLedger(
            deps.db,
            post.id,
            'retry',
            `${problem.message} A new container is made.`,
          )
          return 'recreate'
        }
        return fail(deps, post, { message: problem.message, code: problem.code })
      }
    }
    const wait = deps.pollDelaysMs[look]
    if (wait === undefined) {
      // Still processing (a long video): the job comes back, and this lease is let go.
      await releaseLease(deps.db, post)
      return { retryAfter: 10 }
    }
    // The lease outlasts the wait, so no other worker takes the post while this one sleeps.
    if (!(await extendLease(deps.db, post, deps.leaseSeconds + Math.ceil(wait / 1000))))
      return 'skipped'
    await deps.sleep(wait)
  }
}

// The irreversible step. Asked only when the write that records asking it succeeds, and that
// write fails while the church (or every church) is frozen.
async function publishStep(
  deps: PublishDeps,
  post: Leased,
  account: AccountRow,
  containerId: string,
): Promise<PublishOutcome> {
  const gate = await deps.db.transaction(async (tx) => {
    const asked = await requestPublish(tx, post)
    if (asked) {
      await recordLedger(tx, post.id, 'container_finished', `container ${containerId}`)
      await recordLedger(tx, post.id, 'publish_requested', null)
      return 'asked' as const
    }
    const paused = await pauseBeforePublish(tx, post)
    if (!paused) return 'lost' as const
    await recordLedger(tx, post.id, 'paused', 'the church is frozen; published when resumed')
    await publishPostChange(tx, paused, 'scheduled')
    return 'paused' as const
  })
  if (gate === 'lost') return 'skipped'
  if (gate === 'paused') return 'paused'
  try {
    const created = await withAccountToken(deps, account, (token) =>
      deps.instagram.publishContainer(token, account.igUserId, containerId),
    )
    return published(deps, post, { igMediaId: created.id, permalink: null })
  } catch (error) {
    // Whatever the answer (lost, "restricted", "already published"), the container says what
    // really happened before anything is decided.
    const settled = await settleEarlierPublish(
      deps,
      { ...post, igContainerId: containerId, publishRequestedAt: new Date() },
      account,
    ).catch(() => undefined)
    if (settled) return settled
    throw error
  }
}

async function fail(
  deps: PublishDeps,
  post: Leased,
  failure: { message: string; code?: string },
): Promise<PublishOutcome> {
  const row = await deps.db.transaction(async (tx) => {
    const failed = await markFailed(tx, post, failure)
    if (!failed) return null
    await recordLedger(tx, post.id, 'failed', failure.message)
    await publishPostChange(tx, failed, 'failed')
    return failed
  })
  return row ? 'failed' : 'skipped'
}

// Permanent refusals fail the post, unless media_publish may have landed (then only a look at
// Instagram may decide, so the run is tried again). Anything passing is tried again later.
async function afterError(
  deps: PublishDeps,
  post: Leased,
  error: unknown,
): Promise<PublishOutcome> {
  const current = await findPost(deps.db, post.id)
  if (!current || current.state !== 'publishing' || current.leaseToken !== post.leaseToken)
    return 'skipped'
  const mayHaveLanded = current.publishRequestedAt !== null
  const problem =
    error instanceof PostProblem
      ? { message: error.message }
      : permanentFailure(error, {
          attempts: current.attempts,
          publishingForMs: Date.now() - (current.publishingStartedAt ?? new Date()).getTime(),
        })
  if (problem && !mayHaveLanded) return fail(deps, post, problem)
  const message = error instanceof Error ? error.message : String(error)
  deps.log?.warn({ err: error, postId: post.id }, 'publishing a post will be tried again')
  await recordLedger(deps.db, post.id, 'retry', message)
  await deps.db
    .update(posts)
    .set({ leaseUntil: null })
    .where(
      and(eq(posts.id, post.id), eq(posts.leaseToken, post.leaseToken), isNull(posts.igMediaId)),
    )
  const wait =
    error instanceof InstagramError && error.retryAfterSeconds
      ? error.retryAfterSeconds
      : error instanceof InstagramError && error.subcode === 2207042
        ? 3600
        : Math.min(300, 5 * 2 ** Math.min(6, Math.max(0, current.attempts - 1)))
  return { retryAfter: wait }
}
