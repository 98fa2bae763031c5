import { like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { verification } from '../../../db/schema'
import { as } from '../../../../test/actors'
import {
  PASSWORD,
  registerClient,
  signIn,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'
import { linkIn, useTestSmtpServer } from '../../../../test/smtp'

const smtp = useTestSmtpServer()

const NEW_PASSWORD = 'a brand new shepherd'

describe('forgotten passwords and e-mail changes, through a real SMTP server', () => {
  const t = useTestApp(() => ({
    SMTP_URL: smtp.server.url,
    MAIL_FROM: 'Flock <no-reply@flock.example>',
    AGENCY_NAME: 'Grace Media',
    SIGN_UP_RATE_LIMIT: '100',
  }))
  const inbox = (address: string) => smtp.server.to(address)
  let address = 0
  // Each request from its own client address, so the per-address limit is its own test's.
  const requestReset = (email: string, remoteAddress = `10.0.0.${(address += 1)}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email },
      remoteAddress,
    })
  const resetPassword = (token: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: TEST_ORIGIN },
      payload: { token, newPassword },
    })
  const tokenIsLive = async (token: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/password-reset/check',
        headers: { origin: TEST_ORIGIN },
        payload: { token },
      })
    ).json<{ valid: boolean }>().valid
  const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!
  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
      user: { email: string }
    } | null>()

  it('mails a reset link; the new password works, the old one and every session end', async () => {
    const { body, cookie: first } = await registerClient(t.app)
    const { cookie: second } = await signIn(t.app, body.email)

    const requested = await requestReset(body.email)
    expect(requested.statusCode).toBe(200)
    const [mail] = inbox(body.email)
    expect(mail!.subject).toBe('Reset your Grace Media password')
    expect(mail!.html).toContain('Choose a new password')
    const link = linkIn(mail!, '/reset-password?token=')
    expect(link.startsWith(`${TEST_ORIGIN}/reset-password?token=`)).toBe(true)

    expect(await tokenIsLive(tokenFrom(link))).toBe(true)
    const reset = await resetPassword(tokenFrom(link))
    expect(reset.statusCode).toBe(200)
    expect((await signIn(t.app, body.email, PASSWORD)).response.statusCode).toBe(401)
    expect((await signIn(t.app, body.email, NEW_PASSWORD)).response.statusCode).toBe(200)
    expect(await me(first)).toBeNull()
    expect(await me(second)).toBeNull()

    // The link works once.
    expect(await tokenIsLive(tokenFrom(link))).toBe(false)
    const again = await resetPassword(tokenFrom(link), 'yet another new password')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toMatchObject({ code: 'INVALID_TOKEN' })
    expect((await signIn(t.app, body.email, NEW_PASSWORD)).response.statusCode).toBe(200)
  })

  it('answers an unknown e-mail exactly like a known one, and mails nobody', async () => {
    const { body } = await registerClient(t.app)
    const known = await requestReset(body.email)
    const unknownEmail = uniqueEmail('nobody')
    const unknown = await requestReset(unknownEmail)
    expect(unknown.statusCode).toBe(known.statusCode)
    expect(unknown.json()).toEqual(known.json())
    expect(inbox(unknownEmail)).toHaveLength(0)
    expect(inbox(body.email)).toHaveLength(1)
  })

  it('refuses an expired or tampered link and changes nothing', async () => {
    const { body } = await registerClient(t.app)
    await requestReset(body.email)
    const token = tokenFrom(linkIn(inbox(body.email)[0]!, '/reset-password'))

    expect((await resetPassword(`${token}x`)).json()).toMatchObject({ code: 'INVALID_TOKEN' })
    await t.db.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`))
    expect(await tokenIsLive(token)).toBe(false)
    const expired = await resetPassword(token)
    expect(expired.statusCode).toBe(400)
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' })
    expect((await signIn(t.app, body.email, PASSWORD)).response.statusCode).toBe(200)
  })

  it('holds a new password to the registration rules', async () => {
    const { body } = await registerClient(t.app)
    await requestReset(body.email)
    const token = tokenFrom(linkIn(inbox(body.email)[0]!, '/reset-password'))
    const common = await resetPassword(token, 'password123')
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toMatch(/most common/)
    // The refused attempt did not use up the link.
    expect((await resetPassword(token)).statusCode).toBe(200)
  })

  it('limits reset requests per e-mail and per client address', async () => {
    const { body } = await registerClient(t.app)
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await requestReset(body.email)).statusCode).toBe(200)
    }
    const limited = await requestReset(body.email)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(inbox(body.email)).toHaveLength(5)

    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await requestReset(uniqueEmail('spray'), '10.9.9.9')).statusCode).toBe(200)
    }
    expect((await requestReset(uniqueEmail('spray'), '10.9.9.9')).statusCode).toBe(429)
  })

  it('changes the e-mail only when the link sent to the new address is followed', async () => {
    const { body, cookie } = await registerClient(t.app)
    const newEmail = uniqueEmail('moved')
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: as(cookie),
      payload: { newEmail, callbackURL: 'https://evil.example/' },
    })
    expect(asked.statusCode).toBe(200)
    expect(inbox(body.email)).toHaveLength(0)
    const [mail] = inbox(newEmail)
    expect(mail!.subject).toBe('Confirm your new Grace Media e-mail address')
    expect((await me(cookie))!.user.email).toBe(body.email)

    const link = new URL(linkIn(mail!, '/api/auth/verify-email'))
    const followed = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(followed.statusCode).toBe(302)
    expect(followed.headers.location).toBe('/settings/account?email=confirmed')
    expect((await me(cookie))!.user.email).toBe(newEmail)
    expect((await signIn(t.app, newEmail)).response.statusCode).toBe(200)
    expect((await signIn(t.app, body.email)).response.statusCode).toBe(401)

    // Followed again, it changes nothing and says why.
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(again.headers.location).toMatch(/^\/settings\/account\?email=confirmed&error=/)
  })

  it('limits e-mail change requests per client address', async () => {
    const { cookie } = await registerClient(t.app)
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: as(cookie),
        payload: { newEmail: uniqueEmail('hop') },
        remoteAddress: '10.8.8.8',
      })
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await ask()).statusCode).toBe(200)
    expect((await ask()).statusCode).toBe(429)
  })

  it('does not mail verification links on request', async () => {
    const { body } = await registerClient(t.app)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: body.email },
    })
    expect(response.statusCode).toBe(404)
    expect(inbox(body.email)).toHaveLength(0)
  })

  it('signs out every session at once', async () => {
    const { body, cookie: first } = await registerClient(t.app)
    const { cookie: second } = await signIn(t.app, body.email)
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: as(second),
      payload: {},
    })
    expect(response.statusCode).toBe(200)
    expect(await me(first)).toBeNull()
    expect(await me(second)).toBeNull()
  })
})
