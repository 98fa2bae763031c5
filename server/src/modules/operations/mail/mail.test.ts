import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailMessages } from '../../../db/schema'
import { as, signInAsAdmin } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { useTestSmtpServer } from '../../../../test/smtp'
import { deliverMail, mailSettingsFromEnv } from './mail-delivery'
import { queueAndSendMail, queueMail } from './mail.service'

const smtp = useTestSmtpServer()

describe('mail through a real SMTP server', () => {
  // The app reads SMTP_URL at build time, after the SMTP server above has started.
  const t = useTestApp(() => ({
    SMTP_URL: smtp.server.url,
    MAIL_FROM: 'Grace Media <no-reply@grace.example>',
    AGENCY_NAME: 'Grace & <Media>',
  }))
  const server = () => smtp.server
  const settings = () => ({
    db: t.db.db,
    mail: mailSettingsFromEnv({
      SMTP_URL: server().url,
      MAIL_FROM: 'Grace Media <no-reply@grace.example>',
      AGENCY_NAME: 'Grace & <Media>',
      publicUrl: 'http://localhost:3000',
    }),
  })

  it('sends a queued message as HTML and plain text, with the agency name escaped', async () => {
    const before = server().received.length
    const id = await t.db.db.transaction((tx) =>
      queueMail(tx, {
        to: 'pastor@example.org',
        template: 'password-reset',
        data: { resetUrl: 'http://localhost:3000/reset-password?token=abc<script>' },
      }),
    )
    await deliverMail(settings(), id)
    const [mail] = (await server().waitFor(before + 1)).slice(before)
    expect(mail!.to).toEqual(['pastor@example.org'])
    expect(mail!.parsed.from?.text).toContain('no-reply@grace.example')
    expect(mail!.subject).toBe('Reset your Grace & <Media> password')
    expect(mail!.text).toContain('Grace & <Media>')
    expect(mail!.text).toContain('http://localhost:3000/reset-password?token=abc<script>')
    expect(mail!.html).toContain('Grace &amp; &lt;Media&gt;')
    expect(mail!.html).not.toContain('<script>')
    expect(mail!.html).toContain(
      'href="http://localhost:3000/reset-password?token=abc&lt;script&gt;"',
    )
    const [row] = await t.db.db.select().from(mailMessages).where(eq(mailMessages.id, id))
    expect(row).toMatchObject({ status: 'sent', attempts: 1 })
    expect(row!.sentAt).toBeInstanceOf(Date)
  })

  it('never sends a sent message again, however often or concurrently its job runs', async () => {
    const before = server().received.length
    const id = await queueMail(t.db.db, {
      to: 'twice@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=twice' },
    })
    const outcomes = await Promise.all([deliverMail(settings(), id), deliverMail(settings(), id)])
    expect(outcomes.sort()).toEqual(['not-mine', 'sent'])
    // A retried job, after the message was sent: nothing is sent.
    expect(await deliverMail(settings(), id)).toBe('not-mine')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(server().to('twice@example.org')).toHaveLength(1)
    expect(server().received.length).toBe(before + 1)
  })

  it('goes through the send job when queued with queueAndSendMail', async () => {
    await queueAndSendMail(t.db.db, t.jobs, {
      to: 'job@example.org',
      template: 'email-change',
      data: {
        confirmUrl: 'http://localhost:3000/api/auth/verify-email?token=x',
        newEmail: 'job@example.org',
      },
    })
    const mail = server().to('job@example.org')
    expect(mail).toHaveLength(1)
    expect(mail[0]!.subject).toBe('Confirm your new Grace & <Media> e-mail address')
  })

  it('retries a message the server asked to try later, and fails one it refused for good', async () => {
    server().refuseNext(451, 'Try again later')
    const later = await queueMail(t.db.db, {
      to: 'later@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=later' },
    })
    await expect(deliverMail(settings(), later)).rejects.toThrow(/did not take the message yet/)
    const [queued] = await t.db.db.select().from(mailMessages).where(eq(mailMessages.id, later))
    expect(queued).toMatchObject({ status: 'queued', attempts: 1 })
    expect(queued!.lastError).toContain('Try again later')
    expect(await deliverMail(settings(), later)).toBe('sent')
    expect(server().to('later@example.org')).toHaveLength(1)

    server().refuseNext(550, 'No such mailbox')
    const refused = await queueMail(t.db.db, {
      to: 'nobody@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=no' },
    })
    expect(await deliverMail(settings(), refused)).toBe('failed')
    expect(await deliverMail(settings(), refused)).toBe('not-mine')
    const [failed] = await t.db.db.select().from(mailMessages).where(eq(mailMessages.id, refused))
    expect(failed!.status).toBe('failed')
    expect(failed!.lastError).toMatch(/refused it: .*No such mailbox/)
  })

  it('sends, within a minute, a message whose job was lost after the commit', async () => {
    const id = await queueMail(t.db.db, {
      to: 'lost@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=lost' },
    })
    await t.jobs.send('resume-mail', {})
    // Younger than a minute, it may still have its own job on the way: left alone.
    expect(server().to('lost@example.org')).toHaveLength(0)
    await t.db.db
      .update(mailMessages)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(mailMessages.id, id))
    await t.jobs.send('resume-mail', {})
    expect(server().to('lost@example.org')).toHaveLength(1)
  })

  it('takes over a message whose worker died mid-send once its lease has lapsed', async () => {
    const id = await queueMail(t.db.db, {
      to: 'crashed@example.org',
      template: 'password-reset',
      data: { resetUrl: 'http://localhost:3000/reset-password?token=crashed' },
    })
    await t.db.db
      .update(mailMessages)
      .set({ status: 'sending', attempts: 1, leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(mailMessages.id, id))
    // Another worker holds it: nothing is sent.
    expect(await deliverMail(settings(), id)).toBe('not-mine')
    await t.db.db
      .update(mailMessages)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(mailMessages.id, id))
    expect(await deliverMail(settings(), id)).toBe('sent')
    expect(server().to('crashed@example.org')).toHaveLength(1)
  })

  it('lists every message with its status on the outbox, for admins only', async () => {
    const admin = await signInAsAdmin(t.app, t.db.db)
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox', headers: as(admin) })
    expect(response.statusCode).toBe(200)
    const outbox = response.json<{
      smtpConfigured: boolean
      messages: { to: string; status: string }[]
    }>()
    expect(outbox.smtpConfigured).toBe(true)
    expect(outbox.messages.find((m) => m.to === 'nobody@example.org')?.status).toBe('failed')
    expect(outbox.messages.find((m) => m.to === 'job@example.org')?.status).toBe('sent')
  })
})
