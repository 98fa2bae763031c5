import { describe, expect, it } from 'vitest'
import type { TOutbox } from '@common/schemas/mail'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { queueAndSendMail } from './mail.service'

describe('without an SMTP server', () => {
  const t = useTestApp({ AGENCY_NAME: 'Grace Media' })

  it('keeps every message and shows it, newest first, to admins', async () => {
    await queueAndSendMail(t.db.db, t.jobs, {
      to: 'first@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=first' },
    })
    await queueAndSendMail(t.db.db, t.jobs, {
      to: 'second@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=second' },
    })
    const admin = await signInAsAdmin(t.app, t.db.db)
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: as(admin) })
    expect(response.statusCode).toBe(200)
    const outbox = response.json<TOutbox>()
    expect(outbox.smtpConfigured).toBe(false)
    expect(outbox.messages.map((message) => message.to)).toEqual([
      'second@example.org',
      'first@example.org',
    ])
    expect(outbox.messages[0]).toMatchObject({
      status: 'kept',
      subject: 'Reset your Grace Media password',
    })
    expect(outbox.messages[0]!.text).toContain('http://localhost:3000/reset-password?token=second')
    expect(outbox.messages[0]!.html).toContain(
      'href="http://localhost:3000/reset-password?token=second"',
    )
  })

  it('is not shown to a church (403) or to someone signed out (401)', async () => {
    const { cookie } = await signInAsClient(t.app)
    const asClient = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: as(cookie) })
    expect(asClient.statusCode).toBe(403)
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/outbox' })
    expect(signedOut.statusCode).toBe(401)
  })

  it("tells the web app the agency's name", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/site' })
    expect(response.json()).toEqual({ agencyName: 'Grace Media', timeZone: 'UTC' })
  })
})
