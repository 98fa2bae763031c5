import type { JobQueue } from '../../../lib/jobs'
import { requestAccountSync, requestDirectMessageBackfill } from '../../../jobs/contracts'
import type { InstagramClient } from '../../../integrations/instagram/client'
import type { TProfile } from '../../../integrations/instagram/schemas'
import {
  type Actor,
  requireAccountManager,
  requireClientOfOrganization,
} from '../../../auth/policy'
import type { Database } from '../../../db/client'
import { AppError } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { randomAlphanumeric } from '../../../lib/random-state'
import type { TokenCipher } from '../../../lib/token-cipher'
import { publishAccountChange } from '../instagram-accounts/account-events'
import { toAccount } from '../instagram-accounts/account-view'
import {
  type AccountRow,
  findAccountById,
  findAccountByIgUserId,
  insertAccount,
  updateAccount,
} from '../instagram-accounts/accounts.repository'
import { getAccessibleAccount } from '../instagram-accounts/accounts.service'
import { connectStepFailed } from './connect-errors'
import { consumeOAuthState, insertOAuthState } from './oauth-states.repository'

const STATE_LIFETIME_MS = 15 * 60 * 1000

export interface ConnectDeps {
  db: Database
  instagram: InstagramClient
  cipher: TokenCipher
  jobs: JobQueue
}

const noOrganization = () => new AppError('NO_ORGANIZATION', 'No organization found for user')

// Starts Business Login: a state bound to this user's session and organization, and the
// address of Instagram's consent page.
export async function startConnect(deps: ConnectDeps, actor: Actor, input: { accountId?: string }) {
  if (actor.role === 'client' && !actor.organizationId) throw noOrganization()
  requireClientOfOrganization(actor)
  requireAccountManager(actor)
  if (input.accountId) await getAccessibleAccount(deps.db, actor, input.accountId)
  const state = randomAlphanumeric(16)
  await insertOAuthState(deps.db, {
    state,
    userId: actor.userId,
    organizationId: actor.organizationId,
    accountId: input.accountId ?? null,
    expiresAt: new Date(Date.now() + STATE_LIFETIME_MS),
  })
  return { state, authorizeUrl: deps.instagram.authorizeUrl(state) }
}

// Finishes it: every call to Instagram happens first, then one write stores the account, so a
// failure at any step leaves nothing half-saved.
export async function completeConnect(
  deps: ConnectDeps,
  actor: Actor,
  input: { code: string; state: string },
) {
  const flow = await consumeOAuthState(deps.db, input.state, actor.userId)
  if (!flow) throw new AppError('INVALID_STATE', 'Invalid state parameter')
  if (actor.organizationId !== flow.organizationId) throw noOrganization()

  const exchange = await deps.instagram.exchangeCode(input.code).catch((error) => {
    throw connectStepFailed('exchange', error)
  })
  const longLived = await deps.instagram
    .exchangeForLongLivedToken(exchange.access_token)
    .catch((error) => {
      throw connectStepFailed('exchange', error)
    })
  const profile = await deps.instagram.getProfile(longLived.access_token).catch((error) => {
    throw connectStepFailed('profile', error)
  })

  // Best effort: without the subscription, the quarter-hourly sync still brings comments in.
  await deps.instagram.subscribeToCommentEvents(longLived.access_token).catch(() => undefined)

  const now = new Date()
  const values = {
    ...profileColumns(profile),
    status: 'connected' as const,
    statusReason: null,
    tokenCiphertext: deps.cipher.encrypt(longLived.access_token),
    tokenExpiresAt: new Date(now.getTime() + longLived.expires_in * 1000),
    tokenIssuedAt: now,
    scopes: exchange.permissions ?? [...deps.instagram.config.scopes],
    connectedAt: now,
    profileSyncedAt: now,
  }
  const existing = await findAccountByIgUserId(deps.db, profile.user_id)
  if (existing && existing.organizationId !== flow.organizationId) {
    throw accountTaken(profile.username, 'is already connected to')
  }
  if (flow.accountId && existing?.id !== flow.accountId)
    throw await wrongAccount(deps.db, flow.accountId, profile)
  try {
    const row = existing
      ? await updateAccount(deps.db, existing.id, values)
      : await insertAccount(deps.db, { ...values, organizationId: flow.organizationId })
    await publishAccountChange(deps.db, row as AccountRow, 'connected')
    // Its posts and comments arrive in the background; the card shows the progress.
    await requestAccountSync(deps.jobs, (row as AccountRow).id)
    // Recent direct messages too, when the account allowed messaging (decision 072).
    if ((row as AccountRow).scopes.includes('instagram_business_manage_messages'))
      await requestDirectMessageBackfill(deps.jobs, (row as AccountRow).id)
    return toAccount(row as AccountRow)
  } catch (error) {
    if (uniqueViolation(error)?.includes('ig_user_id')) {
      throw accountTaken(profile.username, 'was just connected by')
    }
    throw error
  }
}

function profileColumns(profile: TProfile) {
  return {
    igUserId: profile.user_id,
    appScopedId: profile.id,
    username: profile.username,
    name: profile.name ?? null,
    accountType: profile.account_type ?? null,
    profilePictureUrl: profile.profile_picture_url ?? null,
    followersCount: profile.followers_count ?? 0,
    followsCount: profile.follows_count ?? null,
    mediaCount: profile.media_count ?? null,
  }
}

// Trying again cannot help: the message says what can.
function accountTaken(username: string, how: string) {
  return new AppError(
    'INSTAGRAM_ACCOUNT_TAKEN',
    `@${username} ${how} another organization in Flock. An Instagram account can belong to one organization only: connect a different account, or ask your agency administrator if @${username} belongs to you.`,
  )
}

async function wrongAccount(db: Database, accountId: string, profile: TProfile) {
  const expected = await findAccountById(db, accountId)
  const name = expected ? `@${expected.username}` : 'the account you chose'
  return new AppError(
    'WRONG_INSTAGRAM_ACCOUNT',
    `You signed in to Instagram as @${profile.username}. To grant access to ${name}, sign in to Instagram as ${name}.`,
  )
}
