import { and, eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { TTeamRole } from '@common/schemas/roles'
import { hashPassword } from '../../../auth/password'
import { mailMessages, user } from '../../../db/schema'
import { insertUserWithPassword } from '../users/users.repository'
import {
  PASSWORD,
  registerClient,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'
import { documentedOperations, plausibleValue } from '../../../../test/openapi-operations'
import { secretOf, totp, wrongCode } from '../../../../test/totp'

// Sign-in attempts (passwords and codes alike) per address per window; every person below signs
// in from an address of their own, so only the throttling test reaches the limit.
const LIMIT = 6
const t = useTestApp({
  SIGN_IN_RATE_LIMIT: String(LIMIT),
  SIGN_UP_RATE_LIMIT: '1000',
  TRUST_PROXY: '1',
})

let addresses = 0

// One browser: its own address and cookie jar.
class Browser {
  readonly address = `198.51.100.${++addresses}`
  private readonly jar = new Map<string, string>()

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async request(method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: {
        origin: TEST_ORIGIN,
        'x-forwarded-for': this.address,
        ...(this.jar.size > 0 ? { cookie: this.cookie } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    for (const line of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired || value === '') this.jar.delete(name.trim())
      else this.jar.set(name.trim(), value)
    }
    return response
  }

  signIn(email: string, password = PASSWORD) {
    return this.request('POST', '/api/auth/sign-in/email', { email, password })
  }

  async me() {
    return (await this.request('GET', '/api/me')).json() as {
      user: { id: string }
      twoFactor: { enabled: boolean; setupRequired: boolean }
    } | null
  }
}

async function teammate(teamRole: TTeamRole) {
  const email = uniqueEmail(teamRole)
  const created = await insertUserWithPassword(t.db.db, {
    email,
    name: `Teammate ${teamRole}`,
    role: 'admin',
    teamRole,
    passwordHash: await hashPassword(PASSWORD),
  })
  const browser = new Browser()
  expect((await browser.signIn(email)).statusCode).toBe(200)
  return { browser, email, userId: created.id }
}

// Sets two-factor sign-in up as the account page does: password, then a code from the secret.
async function setUp(browser: Browser) {
  const enabled = await browser.request('POST', '/api/auth/two-factor/enable', {
    password: PASSWORD,
  })
  expect(enabled.statusCode).toBe(200)
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] }
  const secret = secretOf(totpURI)
  const confirmed = await browser.request('POST', '/api/auth/two-factor/verify-totp', {
    code: totp(secret),
  })
  expect(confirmed.statusCode).toBe(200)
  return { secret, backupCodes }
}

describe('two-factor sign-in', () => {
  it('is off until a code confirms the secret; a wrong confirmation leaves it off', async () => {
    const { browser } = await teammate('agent')
    const enabled = await browser.request('POST', '/api/auth/two-factor/enable', {
      password: PASSWORD,
    })
    const secret = secretOf(enabled.json().totpURI)
    const refused = await browser.request('POST', '/api/auth/two-factor/verify-totp', {
      code: wrongCode(secret),
    })
    expect(refused.statusCode).toBe(401)
    expect((await browser.me())!.twoFactor.enabled).toBe(false)
    await browser.request('POST', '/api/auth/two-factor/verify-totp', { code: totp(secret) })
    expect((await browser.me())!.twoFactor.enabled).toBe(true)
  })

  it('asks for the code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const { browser, email } = await teammate('admin')
    const { secret } = await setUp(browser)

    const phone = new Browser()
    const first = await phone.signIn(email)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    // The password alone is no session.
    expect(await phone.me()).toBeNull()
    expect((await phone.request('GET', '/api/comments')).statusCode).toBe(401)

    const wrong = await phone.request('POST', '/api/auth/two-factor/verify-totp', {
      code: wrongCode(secret),
    })
    expect(wrong.statusCode).toBe(401)
    expect(await phone.me()).toBeNull()

    const right = await phone.request('POST', '/api/auth/two-factor/verify-totp', {
      code: totp(secret),
      trustDevice: true,
    })
    expect(right.statusCode).toBe(200)
    expect((await phone.me())!.twoFactor.enabled).toBe(true)
    // No device is trusted: the next sign-in asks for the code again.
    expect(phone.cookie).not.toContain('trust_device')
    await phone.request('POST', '/api/auth/sign-out', {})
    expect((await phone.signIn(email)).json()).toMatchObject({ twoFactorRedirect: true })
  })

  it('accepts a recovery code once', async () => {
    const { browser, email } = await teammate('agent')
    const { backupCodes } = await setUp(browser)
    expect(backupCodes).toHaveLength(10)
    const code = backupCodes[0]!

    const laptop = new Browser()
    await laptop.signIn(email)
    const used = await laptop.request('POST', '/api/auth/two-factor/verify-backup-code', { code })
    expect(used.statusCode).toBe(200)
    expect(await laptop.me()).not.toBeNull()

    const again = new Browser()
    await again.signIn(email)
    const reused = await again.request('POST', '/api/auth/two-factor/verify-backup-code', { code })
    expect(reused.statusCode).toBe(401)
    expect(await again.me()).toBeNull()
  })

  it('throttles the code step with the sign-in: past the limit even the right code is refused', async () => {
    const { browser, email } = await teammate('agent')
    const { secret } = await setUp(browser)
    const guesser = new Browser()
    await guesser.signIn(email)
    const statuses: number[] = []
    for (let i = 0; i < LIMIT - 1; i++) {
      const answer = await guesser.request('POST', '/api/auth/two-factor/verify-totp', {
        code: wrongCode(secret),
      })
      statuses.push(answer.statusCode)
    }
    // 1 password + LIMIT - 1 codes spent the window; the plugin ends the challenge after 5.
    expect(statuses.every((status) => status === 401 || status === 400)).toBe(true)
    const throttled = await guesser.request('POST', '/api/auth/two-factor/verify-totp', {
      code: totp(secret),
    })
    expect(throttled.statusCode).toBe(429)
    expect(throttled.json().code).toBe('RATE_LIMITED')
    expect(await guesser.me()).toBeNull()
  })

  it('is turned off only with the password', async () => {
    const { browser } = await teammate('agent')
    await setUp(browser)
    const wrong = await browser.request('POST', '/api/auth/two-factor/disable', {
      password: 'not the password',
    })
    expect(wrong.statusCode).toBe(400)
    expect((await browser.me())!.twoFactor.enabled).toBe(true)
    const right = await browser.request('POST', '/api/auth/two-factor/disable', {
      password: PASSWORD,
    })
    expect(right.statusCode).toBe(200)
    expect((await browser.me())!.twoFactor.enabled).toBe(false)
  })

  it('works the same for church people', async () => {
    const email = uniqueEmail('pastor')
    await registerClient(t.app, { email })
    const browser = new Browser()
    await browser.signIn(email)
    const { secret } = await setUp(browser)
    const phone = new Browser()
    expect((await phone.signIn(email)).json()).toMatchObject({ twoFactorRedirect: true })
    await phone.request('POST', '/api/auth/two-factor/verify-totp', { code: totp(secret) })
    expect((await phone.me())!.twoFactor.enabled).toBe(true)
  })
})

describe("the team's requirement", () => {
  it('an Owner must have it before requiring it; Admins, Agents and churches cannot require it', async () => {
    const owner = await teammate('owner')
    const refused = await owner.browser.request('PUT', '/api/team/two-factor-requirement', {
      required: true,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('TWO_FACTOR_CONFLICT')
    for (const role of ['admin', 'agent'] as const) {
      const other = await teammate(role)
      const answer = await other.browser.request('PUT', '/api/team/two-factor-requirement', {
        required: false,
      })
      expect(answer.statusCode).toBe(403)
    }
  })

  it('holds on the server for every API route until the teammate sets it up', async () => {
    const owner = await teammate('owner')
    await setUp(owner.browser)
    const agent = await teammate('agent')
    const required = await owner.browser.request('PUT', '/api/team/two-factor-requirement', {
      required: true,
    })
    expect(required.json()).toEqual({ required: true })
    try {
      expect((await agent.browser.me())!.twoFactor).toEqual({
        enabled: false,
        setupRequired: true,
      })
      const allowed = new Set(['GET /api/me', 'GET /api/site'])
      const leaks: string[] = []
      for (const operation of await documentedOperations(t.app)) {
        if (!operation.path.startsWith('/api/') || allowed.has(operation.route)) continue
        const url = operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID())
        const body = operation.body ? plausibleValue(operation.body) : undefined
        const answer = await agent.browser.request(operation.method, url, body)
        if (answer.statusCode !== 403 || answer.json().code !== 'TWO_FACTOR_SETUP_REQUIRED') {
          leaks.push(`${operation.route} ${answer.statusCode}`)
        }
      }
      expect(leaks).toEqual([])
      // better-auth's own routes too, but for the setup and signing out.
      const change = await agent.browser.request('POST', '/api/auth/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'another long password',
      })
      expect(change.statusCode).toBe(403)
      // The Owner, who has it, works as before.
      expect((await owner.browser.request('GET', '/api/comments')).statusCode).toBe(200)

      await setUp(agent.browser)
      expect((await agent.browser.me())!.twoFactor).toEqual({
        enabled: true,
        setupRequired: false,
      })
      expect((await agent.browser.request('GET', '/api/comments')).statusCode).toBe(200)
    } finally {
      await owner.browser.request('PUT', '/api/team/two-factor-requirement', { required: false })
    }
  })
})

describe("resetting a teammate's second factor", () => {
  it('an Admin resets an Agent who lost it; the Agent is told by e-mail and signs in with the password', async () => {
    const admin = await teammate('admin')
    const agent = await teammate('agent')
    await setUp(agent.browser)
    const reset = await admin.browser.request(
      'POST',
      `/api/team/members/${agent.userId}/reset-two-factor`,
    )
    expect(reset.statusCode).toBe(200)
    expect(reset.json()).toMatchObject({ id: agent.userId, twoFactorEnabled: false })
    const mails = await t.db.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, agent.email), eq(mailMessages.template, 'two-factor-reset')))
    expect(mails).toHaveLength(1)
    const fresh = new Browser()
    const signedIn = await fresh.signIn(agent.email)
    expect(signedIn.json()).not.toHaveProperty('twoFactorRedirect')
    expect((await fresh.me())!.twoFactor.enabled).toBe(false)
    // Nothing left to reset.
    const again = await admin.browser.request(
      'POST',
      `/api/team/members/${agent.userId}/reset-two-factor`,
    )
    expect(again.statusCode).toBe(409)
  })

  it('refuses Agents, church people, an Admin resetting an Owner, oneself, and a church person as target', async () => {
    const owner = await teammate('owner')
    await setUp(owner.browser)
    const admin = await teammate('admin')
    const agent = await teammate('agent')
    const target = await teammate('agent')
    await setUp(target.browser)
    const church = await registerClient(t.app)
    const churchBrowser = new Browser()
    await churchBrowser.signIn(church.body.email)
    const reset = (browser: Browser, userId: string) =>
      browser.request('POST', `/api/team/members/${userId}/reset-two-factor`)

    expect((await reset(agent.browser, target.userId)).statusCode).toBe(403)
    expect((await reset(churchBrowser, target.userId)).statusCode).toBe(403)
    expect((await reset(admin.browser, owner.userId)).statusCode).toBe(403)
    expect((await reset(owner.browser, owner.userId)).statusCode).toBe(403)
    const [churchUser] = await t.db.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, church.body.email))
    expect((await reset(owner.browser, churchUser!.id)).statusCode).toBe(404)
    expect((await reset(owner.browser, crypto.randomUUID())).statusCode).toBe(404)
    expect((await reset(new Browser(), target.userId)).statusCode).toBe(401)
    // Still set up after all of that.
    const team = await owner.browser.request('GET', '/api/team')
    expect(
      (team.json().members as { id: string; twoFactorEnabled: boolean }[]).find(
        (member) => member.id === target.userId,
      ),
    ).toMatchObject({ twoFactorEnabled: true })
    expect((await reset(owner.browser, target.userId)).statusCode).toBe(200)
  })
})
