import { checkAccountBroadcasts } from './live-broadcast'
import type { FastifyBaseLogger } from 'fastify'
import type { JobQueue } from '../../../lib/jobs'
import { cleanText } from '@common/clean-text'
import { InstagramError, USER_MESSAGES } from '../../../integrations/instagram/errors'
import { paceFor, type UsageReport } from '../../../integrations/instagram/usage'
import { publishAccountChange } from '../../instagram/instagram-accounts/account-events'
import {
  findAccountById,
  updateAccount,
  type AccountRow,
} from '../../instagram/instagram-accounts/accounts.repository'
import {
  type InstagramDeps,
  withAccountToken,
} from '../../instagram/instagram-accounts/account-token'
import { postValues } from './comment-mapping'
import { afterCommit, type ArrivalStep } from './arrival'
import { storeCommentThread, storeReply } from './comment-store'
import { markCommentsSynced, upsertPost } from '../comments/posts.repository'
import {
  findSyncState,
  saveSyncState,
} from '../../instagram/instagram-accounts/sync-state.repository'
import { recordFollowerSnapshot } from './follower-snapshots.repository'
import { syncMediaInsights } from './media-insights'

// Budget: Instagram throttles an account at 100% of its rolling allowance; the sync keeps below
// it as every run of calls does (paceFor in integrations/instagram/usage.ts).

// Posts younger than this have their comments read on every sync, whatever their comment count
// says: whether that count includes replies is not documented, so a new reply may not move it.
export const RECENT_POST_DAYS = 7
// Progress reaches browsers at most this often per account (the first and last always).
export const PROGRESS_INTERVAL_MS = 2_000

export type SyncOutcome = 'synced' | 'skipped' | 'throttled' | 'failed'

export interface SyncDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  // Sends at once what a new comment's arrival left for after its commit.
  jobs?: JobQueue
  // What a new follower's comment goes through (composed in job-definitions.ts).
  arrival: readonly ArrivalStep[]
  sleep?: (ms: number) => Promise<void>
  recentPostDays?: number
  progressIntervalMs?: number
}

class PauseSync extends Error {
  constructor(readonly minutes: number) {
    super('paused for the rate limit')
  }
}

type Watch = (usage: UsageReport | null) => Promise<void>

// Brings one account's posts and comments up to date: every post is listed (cheap, 50 a call),
// but comments are read only for recent posts and for posts whose comment count changed since
// their comments were last read in full.
export async function syncAccount(
  deps: SyncDeps,
  accountId: string,
  now = new Date(),
): Promise<SyncOutcome> {
  const account = await findAccountById(deps.db, accountId)
  if (!account || account.status !== 'connected') return 'skipped'
  const state = await findSyncState(deps.db, accountId)
  if (state?.pausedUntil && state.pausedUntil > now) return 'throttled'

  await saveSyncState(deps.db, accountId, {
    state: 'running',
    mediaDone: 0,
    mediaTotal: account.mediaCount,
    lastError: null,
  })
  await publishAccountChange(deps.db, account, 'sync_progress')
  const progress = throttle(deps.progressIntervalMs ?? PROGRESS_INTERVAL_MS)
  const recentSince = new Date(
    now.getTime() -
      (deps.recentPostDays ?? deps.instagram.config.recentPostDays ?? RECENT_POST_DAYS) * DAY_MS,
  )
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  const watch: Watch = async (usage) => {
    const pace = paceFor(usage)
    if (!pace.go) throw new PauseSync(pace.pauseMinutes)
    if (pace.waitMs > 0) await sleep(pace.waitMs)
  }

  try {
    const fresh = await refreshProfile(deps, account)
    let done = 0
    let unsaved = 0
    let after: string | undefined
    do {
      const page = await withAccountToken(deps, fresh, (token) =>
        deps.instagram.listMediaPage(token, fresh.igUserId, { after, limit: 50 }),
      )
      await watch(page.usage)
      for (const item of page.items) {
        const { row, commentsBehind } = await upsertPost(deps.db, postValues(fresh, item))
        if (commentsBehind || row.postedAt >= recentSince) {
          const failed = await syncComments(deps, fresh, row.id, item.id, watch)
          if (failed === 0) await markCommentsSynced(deps.db, row.id, row.commentsCount)
          unsaved += failed
        }
        done += 1
      }
      await saveSyncState(deps.db, accountId, { mediaDone: done })
      if (progress()) await publishAccountChange(deps.db, fresh, 'sync_progress')
      after = page.after
    } while (after)
    // Insights a sync could not read do not fail it: it says so beside "synced".
    const insightsNote = await syncMediaInsights(deps, fresh, watch, now)
    // Live broadcasts are not among the posts: a sync asks after those Flock takes for on air.
    await checkAccountBroadcasts(deps, accountId)
    // A comment that could not be stored leaves its post unfinished (read again next time) and
    // the account's sync marked failed, never quietly healthy.
    if (unsaved > 0) {
      await saveSyncState(deps.db, accountId, {
        state: 'failed',
        mediaTotal: done,
        lastError: `${unsaved} comment${unsaved === 1 ? '' : 's'} could not be saved. The next sync tries again.`,
      })
      await publishAccountChange(deps.db, fresh, 'sync_progress')
      return 'failed'
    }
    await saveSyncState(deps.db, accountId, {
      state: 'idle',
      lastSyncedAt: new Date(),
      lastError: insightsNote,
      pausedUntil: null,
      mediaTotal: done,
    })
    await publishAccountChange(deps.db, fresh, 'synced')
    return 'synced'
  } catch (error) {
    return recordFailure(deps, account, error, now)
  }
}

const DAY_MS = 24 * 3600 * 1000

// true at most once per interval, counted from its creation (when the first notice went out).
function throttle(intervalMs: number) {
  let last = performance.now()
  return () => {
    const now = performance.now()
    if (now - last < intervalMs) return false
    last = now
    return true
  }
}

async function refreshProfile(deps: SyncDeps, account: AccountRow) {
  const profile = await withAccountToken(deps, account, (token) => deps.instagram.getProfile(token))
  const updated = await updateAccount(deps.db, account.id, {
    username: cleanText(profile.username),
    name: profile.name === undefined ? account.name : cleanText(profile.name),
    profilePictureUrl: profile.profile_picture_url ?? account.profilePictureUrl,
    followersCount: profile.followers_count ?? account.followersCount,
    mediaCount: profile.media_count ?? account.mediaCount,
    profileSyncedAt: new Date(),
  })
  if (profile.followers_count !== undefined && updated) {
    await recordFollowerSnapshot(deps.db, updated, profile.followers_count, new Date())
  }
  return updated ?? account
}

// Every comment of a post with every reply, following Instagram's pages at both levels. A
// comment that cannot be stored is logged and counted, and the rest are still stored; the
// count of those that failed is returned.
async function syncComments(
  deps: SyncDeps,
  account: AccountRow,
  mediaId: string,
  igMediaId: string,
  watch: Watch,
): Promise<number> {
  let failed = 0
  const attempt = async (igCommentId: string, store: () => Promise<unknown>) => {
    try {
      await store()
      return true
    } catch (error) {
      failed += 1
      deps.log?.error({ err: error, accountId: account.id, igCommentId }, 'comment not stored')
      return false
    }
  }
  let after: string | undefined
  do {
    const page = await withAccountToken(deps, account, (token) =>
      deps.instagram.listCommentsPage(token, igMediaId, after),
    )
    await watch(page.usage)
    // Instagram may list a comment twice across pages; upserts make that harmless.
    for (const item of page.items) {
      let top: { id: string } | undefined
      const stored = await attempt(item.id, async () => {
        const thread = await storeCommentThread(deps.db, deps.arrival, account, item, mediaId)
        top = thread.top
        await afterCommit(deps.jobs, thread.effects)
      })
      const more = item.replies?.paging?.next ? item.replies.paging.cursors?.after : undefined
      if (stored && top && more) {
        const parent = { id: top.id, igCommentId: item.id, mediaId }
        await syncMoreReplies(deps, account, parent, more, watch, attempt)
      }
    }
    after = page.after
  } while (after)
  return failed
}

// The replies past the first page of a comment's expansion.
async function syncMoreReplies(
  deps: SyncDeps,
  account: AccountRow,
  parent: { id: string; igCommentId: string; mediaId: string },
  after: string | undefined,
  watch: Watch,
  attempt: (igCommentId: string, store: () => Promise<unknown>) => Promise<boolean>,
) {
  while (after) {
    const cursor = after
    const page = await withAccountToken(deps, account, (token) =>
      deps.instagram.listRepliesPage(token, parent.igCommentId, cursor),
    )
    await watch(page.usage)
    for (const reply of page.items)
      await attempt(reply.id, async () => {
        const stored = await storeReply(deps.db, deps.arrival, account, reply, parent)
        await afterCommit(deps.jobs, stored.effects)
      })
    after = page.after
  }
}

async function recordFailure(
  deps: SyncDeps,
  account: AccountRow,
  error: unknown,
  now: Date,
): Promise<SyncOutcome> {
  if (
    error instanceof PauseSync ||
    (error instanceof InstagramError && error.kind === 'rate_limited')
  ) {
    const minutes =
      error instanceof PauseSync ? error.minutes : Math.ceil((error.retryAfterSeconds ?? 900) / 60)
    const pausedUntil = new Date(now.getTime() + minutes * 60_000)
    await saveSyncState(deps.db, account.id, {
      state: 'throttled',
      pausedUntil,
      lastError: `${USER_MESSAGES.rate_limited} Sync resumes at ${pausedUntil.toISOString()}.`,
    })
    await publishAccountChange(deps.db, account, 'sync_progress')
    return 'throttled'
  }
  const message =
    error instanceof InstagramError ? USER_MESSAGES[error.kind] : 'The sync failed unexpectedly.'
  if (!(error instanceof InstagramError))
    deps.log?.error({ err: error, accountId: account.id }, 'sync failed')
  await saveSyncState(deps.db, account.id, { state: 'failed', lastError: message })
  await publishAccountChange(deps.db, account, 'sync_progress')
  return 'failed'
}
