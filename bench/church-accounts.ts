import type pg from 'pg'
import {
  organizationNameKey,
  organizationRouteId,
  slugifyOrganizationName,
} from '../common/src/organization-name'
import { connectDatabase } from '../server/src/db/client'
import { INSTAGRAM_SCOPES } from '../server/src/integrations/instagram/config'
import { createTokenCipher } from '../server/src/lib/token-cipher'
import { createAdminUser } from '../server/src/modules/identity/admin-setup/admin-setup.service'
import type { Simulator } from '../simulator/src/index'
import type { FlockMainProcess } from './flock-main-process'
import {
  BENCH_TOKEN_KEY,
  cookieOf,
  flockRequest,
  inParallel,
  SIGN_IN_PASSWORD,
  simControl,
} from './jobs-setup'

export interface ChurchAccount {
  organizationId: string
  routeId: string
  accountId: string
  igUserId: string
  // The simulator's access token of the account (for calls a bench makes as the app).
  token: string
}

// `count` churches with one connected account each: the simulator's account and token through
// its control API, Flock's rows as bulk inserts (what connecting would have stored, the token
// encrypted with the key the server processes use).
export async function seedChurchAccounts(
  sim: Simulator,
  sql: pg.Client,
  count: number,
  prefix = 'church',
): Promise<ChurchAccount[]> {
  const indexes = Array.from({ length: count }, (_, i) => i)
  const accounts = await inParallel(indexes, 10, async (i) => {
    const account = await simControl<{ user_id: string; id: string; username: string }>(
      sim,
      'POST',
      'accounts',
      { username: `${prefix}_${i}_church`, name: `Bench Church ${i}`, followers_count: 900 },
    )
    const token = await simControl<{ access_token: string }>(sim, 'POST', 'tokens', {
      account_id: account.user_id,
      scopes: [...INSTAGRAM_SCOPES],
    })
    return { ...account, token: token.access_token }
  })
  const names = indexes.map((i) => `Bench ${prefix} Church ${i}`)
  const slugs = names.map((name) => slugifyOrganizationName(name))
  const { rows: organizations } = await sql.query<{ id: string; slug: string }>(
    `insert into organizations (slug, name, name_key)
     select * from unnest($1::text[], $2::text[], $3::text[]) returning id, slug`,
    [slugs, names, names.map(organizationNameKey)],
  )
  const bySlug = new Map(organizations.map((o) => [o.slug, o.id]))
  const cipher = createTokenCipher(BENCH_TOKEN_KEY)
  const { rows } = await sql.query<{ id: string; organization_id: string; ig_user_id: string }>(
    `insert into instagram_accounts (organization_id, ig_user_id, app_scoped_id, username, name,
       account_type, followers_count, media_count, status, token_ciphertext, token_expires_at,
       token_issued_at, scopes, connected_at, profile_synced_at)
     select org, ig, app, username, username, 'Business', 900, 0, 'connected', token,
            now() + interval '59 days', now(), $6::text[], now(), now()
     from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])
       as t(org, ig, app, username, token)
     returning id, organization_id, ig_user_id`,
    [
      slugs.map((slug) => bySlug.get(slug)!),
      accounts.map((a) => a.user_id),
      accounts.map((a) => a.id),
      accounts.map((a) => a.username),
      accounts.map((a) => cipher.encrypt(a.token)),
      [...INSTAGRAM_SCOPES],
    ],
  )
  const slugOf = new Map(organizations.map((o) => [o.id, o.slug]))
  const tokenOf = new Map(accounts.map((a) => [a.user_id, a.token]))
  return rows.map((row) => ({
    organizationId: row.organization_id,
    routeId: organizationRouteId(slugOf.get(row.organization_id)!),
    accountId: row.id,
    igUserId: row.ig_user_id,
    token: tokenOf.get(row.ig_user_id)!,
  }))
}

// An agency admin made the way the CLI makes one, signed in over HTTP like a browser: the
// session cookie.
export async function signInAdminOver(
  databaseUrl: string,
  flock: FlockMainProcess,
  publicUrl: string,
) {
  const email = `bench-admin-${process.pid}@example.org`
  const handle = connectDatabase(databaseUrl, { max: 1 })
  try {
    await createAdminUser(
      handle.db,
      { email, password: SIGN_IN_PASSWORD },
      { onlyIfNoAdmin: false },
    )
  } finally {
    await handle.close()
  }
  const signIn = await flockRequest(flock, publicUrl, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: SIGN_IN_PASSWORD },
  })
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status} ${await signIn.text()}`)
  return cookieOf(signIn)
}
