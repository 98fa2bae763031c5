import type { FastifyBaseLogger } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadEnv } from '../../../config/env'
import { PASSWORD, signIn, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'
import { parseCreateAdminArgs } from '../../../cli/create-admin-args'
import { bootstrapAdmin } from './bootstrap'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000' })

function recordingLogger() {
  const lines: string[] = []
  const record = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '))
  }
  const log = { info: record, warn: record, error: record } as unknown as FastifyBaseLogger
  return { log, lines }
}

const env = (extra: Record<string, string> = {}) =>
  loadEnv({ DATABASE_URL: t.db.url, PUBLIC_URL: TEST_ORIGIN, ...extra })

const createAdmin = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin-setup',
    headers: { origin: TEST_ORIGIN },
    payload: body,
  })

describe('first admin through /create-admin', () => {
  let setupCode = ''

  it('reports that no admin exists and prints a one-time code at start', async () => {
    const status = await t.app.inject({ url: '/api/admin-setup' })
    expect(status.json()).toEqual({ adminExists: false })
    const { log, lines } = recordingLogger()
    await bootstrapAdmin(t.db.db, env(), log)
    const match = lines.join('\n').match(/setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/)
    expect(match).not.toBeNull()
    setupCode = match![1]!
    // The code has a log line of its own, easy to spot.
    expect(lines.some((line) => line.endsWith(`>>> Admin setup code ${setupCode} <<<`))).toBe(true)
  })

  it('refuses a wrong setup code and creates nothing', async () => {
    const response = await createAdmin({
      name: 'Ruth Mensah',
      email: uniqueEmail('admin'),
      password: PASSWORD,
      setupCode: 'AAAA-BBBB-CCCC',
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('INVALID_SETUP_CODE')
    expect((await t.app.inject({ url: '/api/admin-setup' })).json()).toEqual({ adminExists: false })
  })

  it('asks the admin for their name, refusing none, an overlong one and control characters', async () => {
    const email = uniqueEmail('admin')
    for (const name of [undefined, '   ', 'x'.repeat(81), 'Ruth\u0000', 'Ruth\nMensah']) {
      const response = await createAdmin({ name, email, password: PASSWORD, setupCode })
      expect(response.statusCode, JSON.stringify(name)).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    expect((await t.app.inject({ url: '/api/admin-setup' })).json()).toEqual({ adminExists: false })
  })

  it('creates the admin with the printed code, who can then sign in as admin', async () => {
    const email = uniqueEmail('admin')
    const response = await createAdmin({
      name: '  Ruth Mensah ',
      email,
      password: PASSWORD,
      setupCode: setupCode.toLowerCase(),
    })
    expect(response.statusCode).toBe(201)
    expect((await t.app.inject({ url: '/api/admin-setup' })).json()).toEqual({ adminExists: true })
    const { cookie } = await signIn(t.app, email)
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.json().user).toMatchObject({ role: 'admin', name: 'Ruth Mensah' })
  })

  it('refuses once an admin exists, even with the same code', async () => {
    const response = await createAdmin({
      name: 'Second Admin',
      email: uniqueEmail('second'),
      password: PASSWORD,
      setupCode,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('ADMIN_EXISTS')
  })

  it('prints no setup code when an admin already exists', async () => {
    const { log, lines } = recordingLogger()
    await bootstrapAdmin(t.db.db, env(), log)
    expect(lines.join('\n')).not.toMatch(/setup code/)
  })
})

describe('first admin from the environment and the command line', () => {
  const other = useTestApp()

  it('creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD once', async () => {
    const email = uniqueEmail('env-admin')
    const { log } = recordingLogger()
    const config = loadEnv({
      DATABASE_URL: other.db.url,
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: PASSWORD,
    })
    await bootstrapAdmin(other.db.db, config, log)
    await bootstrapAdmin(other.db.db, config, log)
    const { response, cookie } = await signIn(other.app, email)
    expect(response.statusCode).toBe(200)
    const me = await other.app.inject({ url: '/api/me', headers: { cookie } })
    // No ADMIN_NAME: named by the e-mail before its @ until they choose a name (decision 076).
    expect(me.json().user).toMatchObject({ role: 'admin', name: email.split('@')[0] })
  })

  it('names the admin from ADMIN_NAME, and refuses a name with control characters at start', () => {
    const base = { DATABASE_URL: other.db.url, ADMIN_EMAIL: 'a@b.org', ADMIN_PASSWORD: PASSWORD }
    expect(loadEnv({ ...base, ADMIN_NAME: ' Ruth Mensah ' }).ADMIN_NAME).toBe('Ruth Mensah')
    expect(() => loadEnv({ ...base, ADMIN_NAME: 'Ruth\tMensah' })).toThrow(/ADMIN_NAME/)
  })

  it('parses the create-admin command and explains bad arguments', () => {
    expect(parseCreateAdminArgs(['--email', 'Boss@Example.org', '--password', PASSWORD])).toEqual({
      email: 'boss@example.org',
      password: PASSWORD,
    })
    expect(() => parseCreateAdminArgs(['--email', 'nope', '--password', PASSWORD])).toThrow(
      '--email: Please enter a valid email address',
    )
    // Without --password the command asks for it (cli/create-admin-args.unit.test.ts).
    expect(parseCreateAdminArgs(['--email', 'a@b.org'])).toEqual({
      email: 'a@b.org',
      password: undefined,
    })
    expect(parseCreateAdminArgs(['--email', 'a@b.org', '--name', ' Ruth Mensah '])).toMatchObject({
      name: 'Ruth Mensah',
    })
    expect(() => parseCreateAdminArgs(['--email', 'a@b.org', '--name', ''])).toThrow(
      '--name: Name is required',
    )
    expect(() => parseCreateAdminArgs(['--mail', 'a@b.org'])).toThrow(/Unknown option/)
  })
})
