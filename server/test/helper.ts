import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll } from 'vitest'
import { buildApp } from '../src/app'
import { createAuth } from '../src/auth/better-auth'
import { loadEnv } from '../src/config/env'
import { createTestDatabase, type TestDatabase } from './db'

export const TEST_ORIGIN = 'http://localhost:3000'

export interface TestContext {
  app: FastifyInstance
  db: TestDatabase
}

// Boots the real app on a fresh database for one test file, like fastify/demo's build(t).
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const context = {} as TestContext
  beforeAll(async () => {
    context.db = await createTestDatabase()
    const config = loadEnv({
      NODE_ENV: 'test',
      PUBLIC_URL: TEST_ORIGIN,
      DATABASE_URL: context.db.url,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: '.tmp/no-web-app',
      ...env,
    })
    const auth = createAuth({
      db: context.db.db,
      secret: config.BETTER_AUTH_SECRET!,
      publicUrl: config.publicUrl,
    })
    context.app = await buildApp({ env: config, db: context.db.db, auth, logger: false })
    await context.app.ready()
  })
  afterAll(async () => {
    await context.app?.close()
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
  overrides: Partial<{ email: string; organizationName: string; password: string }> = {},
) {
  const body = {
    email: overrides.email ?? uniqueEmail('client'),
    organizationName: overrides.organizationName ?? `Church ${Math.random().toString(36).slice(2, 8)}`,
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
