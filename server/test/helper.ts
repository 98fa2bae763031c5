import type { FastifyInstance, FastifyServerOptions, LightMyRequestResponse } from 'fastify'
import { accountFlows } from '../src/modules/identity/password-reset/account-flows'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  createSimulator,
  DEFAULT_APP_ID,
  DEFAULT_APP_SECRET,
  type Simulator,
} from '../../simulator/src/index'
import { buildApp } from '../src/app'
import { createAuth } from '../src/auth/better-auth'
import { signInRule } from '../src/auth/sign-in-throttle'
import { type Env, loadEnv } from '../src/config/env'
import type { Database } from '../src/db/client'
import { createInstagramClient, type InstagramClient } from '../src/integrations/instagram/client'
import { INSTAGRAM_SCOPES, type InstagramConfig } from '../src/integrations/instagram/config'
import { callbackPath } from '../src/integrations/instagram/setup'
import { createTokenCipher } from '../src/lib/token-cipher'
import { createJobDefinitions } from '../src/job-definitions'
import { createInlineQueue, type InlineQueue } from '../src/jobs/inline-queue'
import { mailSettingsFromEnv } from '../src/modules/operations/mail/mail-delivery'
import { createTestDatabase, type TestDatabase } from './db'
import { freePort } from './free-port'

export const TEST_ORIGIN = 'http://localhost:3000'
export const TEST_WEBHOOK_VERIFY_TOKEN = 'flock-test-verify-token'
export const TEST_TOKEN_KEY = 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY'

export interface TestContext {
  app: FastifyInstance
  db: TestDatabase
  sim: Simulator
  // The inline job queue: a test that expects a job to fail takes its failures from here.
  jobs: InlineQueue
}

export function testEnv(databaseUrl: string, env: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    TOKEN_ENCRYPTION_KEY: TEST_TOKEN_KEY,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '.tmp/no-web-app',
    ...env,
  })
}

export function startTestSimulator() {
  return createSimulator({
    port: 0,
    seed: false,
    appId: DEFAULT_APP_ID,
    appSecret: DEFAULT_APP_SECRET,
    redirectUris: [`${TEST_ORIGIN}${callbackPath}`],
    webhookRetryDelaysMs: [50, 100],
  })
}

// The Instagram client's settings for a started simulator: all three hosts are its one address.
export function testInstagramConfig(
  sim: Simulator,
  overrides: Partial<InstagramConfig> = {},
): InstagramConfig {
  return {
    appId: DEFAULT_APP_ID,
    appSecret: DEFAULT_APP_SECRET,
    authorizeUrl: `${sim.url}/oauth/authorize`,
    apiUrl: sim.url,
    graphUrl: sim.url,
    graphVersion: 'v23.0',
    redirectUri: `${TEST_ORIGIN}${callbackPath}`,
    scopes: INSTAGRAM_SCOPES,
    timeoutMs: 2_000,
    webhookVerifyToken: TEST_WEBHOOK_VERIFY_TOKEN,
    ...overrides,
  }
}

// The real app on a real database, talking real HTTP to a simulator.
export async function buildTestApp(
  db: Database,
  env: Env,
  sim: Simulator,
  options: { logger?: FastifyServerOptions['logger']; instagram?: InstagramClient } = {},
) {
  return (await buildTestAppWithJobs(db, env, sim, options)).app
}

export async function buildTestAppWithJobs(
  db: Database,
  env: Env,
  sim: Simulator,
  // `instagram`: a client made elsewhere (demo mode's), instead of one for `sim`.
  // `assetsPublicUrl`: where the publishing engine tells Instagram to fetch files (an address the
  // test makes the app listen on), instead of PUBLIC_URL.
  options: {
    logger?: FastifyServerOptions['logger']
    instagram?: InstagramClient
    assetsPublicUrl?: string
  } = {},
) {
  const instagram =
    options.instagram ??
    createInstagramClient(
      testInstagramConfig(sim, {
        metaAppSecret: env.META_APP_SECRET,
        recentPostDays: env.SYNC_RECENT_POST_DAYS,
      }),
    )
  const tokenCipher = createTokenCipher(env.TOKEN_ENCRYPTION_KEY!)
  // Jobs run inline: a test sees a job's effects as soon as the request that sent it returns.
  const jobs = createInlineQueue((queue) =>
    createJobDefinitions(
      {
        db,
        instagram,
        cipher: tokenCipher,
        sleep: async () => {},
        mail: mailSettingsFromEnv(env),
        reports: { monthlyMail: env.MONTHLY_REPORT_MAIL === 'on', timeZone: env.AGENCY_TIMEZONE },
        ...(options.assetsPublicUrl
          ? { assets: { publicUrl: options.assetsPublicUrl, storage: { publicUrl: () => null } } }
          : {}),
      },
      queue,
    ),
  )
  const auth = createAuth({
    db,
    secret: env.BETTER_AUTH_SECRET!,
    publicUrl: env.publicUrl,
    signInRule: signInRule(env),
    accountFlows: accountFlows({ db, jobs, publicUrl: env.publicUrl }),
  })
  const app = await buildApp({
    env,
    db,
    // testEnv() always sets it: the test database's own URL.
    databaseUrl: env.DATABASE_URL!,
    auth,
    instagram,
    tokenCipher,
    jobs,
    logger: options.logger ?? false,
  })
  await app.ready()
  return { app, jobs }
}

// Boots the real app on a fresh database for one test file, like fastify/demo's build(t).
// `env` may be a function, read when the app is built: a test server started in an earlier
// beforeAll (SMTP, say) can hand its address over.
// `servePublicFiles`: the app also listens on a loopback port, and the files Instagram (the
// simulator) fetches for a post are asked of it there.
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { servePublicFiles?: boolean } = {},
): TestContext {
  const context = {} as TestContext
  beforeAll(async () => {
    context.db = await createTestDatabase()
    context.sim = startTestSimulator()
    await context.sim.start()
    const port = options.servePublicFiles ? await freePort() : undefined
    const built = await buildTestAppWithJobs(
      context.db.db,
      testEnv(context.db.url, typeof env === 'function' ? env() : env),
      context.sim,
      port ? { assetsPublicUrl: `http://127.0.0.1:${port}` } : {},
    )
    context.app = built.app
    context.jobs = built.jobs
    if (port) await context.app.listen({ host: '127.0.0.1', port })
  })
  // A job that throws fails the test that caused it, unless the test took the failure itself.
  afterEach(() => {
    const failures = context.jobs?.takeFailures() ?? []
    if (failures.length > 0) {
      const [first] = failures
      throw new Error(
        `${failures.length} background job(s) failed, first ${first!.job}: ${String(first!.error)}`,
        { cause: first!.error },
      )
    }
  })
  afterAll(async () => {
    await context.app?.close()
    await context.sim?.stop()
    await context.db?.drop()
  })
  return context
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? [])
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

let counter = 0
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.org`
}

export const PASSWORD = 'correct horse battery'

export async function registerClient(
  app: FastifyInstance,
  overrides: Partial<{
    email: string
    name: string
    organizationName: string
    password: string
  }> = {},
) {
  const body = {
    email: overrides.email ?? uniqueEmail('client'),
    name: overrides.name ?? 'Ruth Mensah',
    organizationName:
      overrides.organizationName ?? `Church ${Math.random().toString(36).slice(2, 8)}`,
    password: overrides.password ?? PASSWORD,
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  })
  return { response, body, cookie: sessionCookie(response) }
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  })
  return { response, cookie: sessionCookie(response) }
}
