import type { FastifyBaseLogger } from 'fastify'
import { InstagramError, USER_MESSAGES } from '../../integrations/instagram/errors'
import type { UsageReport } from '../../integrations/instagram/usage'
import { publishAccountChange } from '../accounts/account-events'
import { findAccountById, updateAccount, type AccountRow } from '../accounts/accounts.repository'
import { type InstagramDeps, withAccountToken } from './account-token'
import { mediaValues } from './comment-mapping'
import { storeCommentThread } from './comment-store'
import { upsertMedia } from './media.repository'
import { findSyncState, saveSyncState } from './sync-state.repository'

// Budget: Instagram throttles an account at 100% of its rolling allowance. Above SLOW_DOWN the
// sync pauses between calls; above STOP it stops and resumes once the allowance has recovered.
const SLOW_DOWN_PERCENT = 75
const STOP_PERCENT = 90
const SLOW_DOWN_MS = 1_000

export type SyncOutcome = 'synced' | 'skipped' | 'throttled' | 'failed'

export interface SyncDeps extends InstagramDeps {
  log?: FastifyBaseLogger
  sleep?: (ms: number) => Promise<void>
}

class PauseSync extends Error {
  constructor(readonly minutes: number) {
    super('paused for the rate limit')
  }
}

// Brings one account's posts and comments up to date: every post is listed (cheap, 50 a call),
// but comments are fetched only for posts whose comment count changed since the last sync.
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
  const sleep = deps.sleep ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)))
  const watch = async (usage: UsageReport | null) => {
    if (!usage) return
    if (usage.percent >= STOP_PERCENT) throw new PauseSync(Math.max(usage.regainAfterMinutes, 15))
    if (usage.percent >= SLOW_DOWN_PERCENT) await sleep(SLOW_DOWN_MS)
  }

  try {
    const fresh = await refreshProfile(deps, account)
    let done = 0
    let after: string | undefined
    do {
      const page = await withAccountToken(deps, fresh, (token) =>
        deps.instagram.listMediaPage(token, fresh.igUserId, { after, limit: 50 }),
      )
      await watch(page.usage)
      for (const item of page.items) {
        const { row, commentsChanged } = await upsertMedia(deps.db, mediaValues(fresh, item))
        if (commentsChanged) await syncComments(deps, fresh, row.id, item.id, watch)
        done += 1
      }
      await saveSyncState(deps.db, accountId, { mediaDone: done })
      await publishAccountChange(deps.db, fresh, 'sync_progress')
      after = page.after
    } while (after)
    await saveSyncState(deps.db, accountId, {
      state: 'idle',
      lastSyncedAt: new Date(),
      lastError: null,
      pausedUntil: null,
      mediaTotal: done,
    })
    await publishAccountChange(deps.db, fresh, 'synced')
    return 'synced'
  } catch (error) {
    return recordFailure(deps, account, error, now)
  }
}

async function refreshProfile(deps: SyncDeps, account: AccountRow) {
  const profile = await withAccountToken(deps, account, (token) => deps.instagram.getProfile(token))
  const updated = await updateAccount(deps.db, account.id, {
    username: profile.username,
    name: profile.name ?? account.name,
    profilePictureUrl: profile.profile_picture_url ?? account.profilePictureUrl,
    followersCount: profile.followers_count ?? account.followersCount,
    mediaCount: profile.media_count ?? account.mediaCount,
    profileSyncedAt: new Date(),
  })
  return updated ?? account
}

async function syncComments(
  deps: SyncDeps,
  account: AccountRow,
  mediaId: string,
  igMediaId: string,
  watch: (usage: UsageReport | null) => Promise<void>,
) {
  let after: string | undefined
  do {
    const page = await withAccountToken(deps, account, (token) =>
      deps.instagram.listCommentsPage(token, igMediaId, after),
    )
    await watch(page.usage)
    // Instagram may list a comment twice across pages; upserts make that harmless.
    for (const item of page.items) await storeCommentThread(deps.db, account, item, mediaId)
    after = page.after
  } while (after)
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
