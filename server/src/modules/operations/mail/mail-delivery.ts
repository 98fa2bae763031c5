import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../../db/client'
import { claimMail, settleMail } from './mail.repository'
import { createSmtpTransport, isPermanentSmtpFailure, type MailTransport } from './mail-transport'
import { type MailSite, renderMail } from './templates'

export interface MailSettings {
  site: MailSite
  // Null: no SMTP server is configured, and every message is kept for the outbox page.
  transport: MailTransport | null
  // How long one worker may take to hand a message to the SMTP server before another may.
  leaseSeconds: number
  maxAttempts: number
}

export function mailSettingsFromEnv(env: {
  SMTP_URL?: string | undefined
  MAIL_FROM?: string | undefined
  AGENCY_NAME: string
  publicUrl: string
}): MailSettings {
  return {
    site: { agencyName: env.AGENCY_NAME, publicUrl: env.publicUrl },
    transport:
      env.SMTP_URL && env.MAIL_FROM ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : null,
    leaseSeconds: 120,
    maxAttempts: 6,
  }
}

export type MailOutcome = 'sent' | 'kept' | 'failed' | 'retry' | 'not-mine'

export interface MailDeliveryDeps {
  db: Database
  mail: MailSettings
  log?: FastifyBaseLogger
}

export class MailRetryError extends Error {
  override name = 'MailRetryError'
}

// Sends one message at most once: the claim (queued → sending, with a lease) succeeds for one
// worker only, and a message already sent, failed or kept is never claimed again.
export async function deliverMail(deps: MailDeliveryDeps, mailId: string): Promise<MailOutcome> {
  const { db, mail: settings } = deps
  const claimed = await claimMail(db, mailId, settings.leaseSeconds)
  if (!claimed) return 'not-mine'
  const rendered = renderMail(claimed.template, claimed.data, settings.site)
  if (!rendered) {
    await settleMail(db, claimed, {
      status: 'failed',
      lastError: `Flock has no template "${claimed.template}" for this data, so it cannot be sent.`,
    })
    return 'failed'
  }
  if (!settings.transport) {
    await settleMail(db, claimed, { status: 'kept' })
    return 'kept'
  }
  try {
    const host = new URL(settings.site.publicUrl).hostname
    await settings.transport.send({
      ...rendered,
      to: claimed.to,
      messageId: `<${claimed.id}@${host}>`,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    const permanent = isPermanentSmtpFailure(error)
    const usedUp = claimed.attempts >= settings.maxAttempts
    if (permanent || usedUp) {
      await settleMail(db, claimed, {
        status: 'failed',
        lastError: permanent
          ? `The mail server refused it: ${reason}`
          : `Not sent after ${claimed.attempts} attempts: ${reason}`,
      })
      deps.log?.warn({ mailId, reason }, 'An e-mail could not be sent')
      return 'failed'
    }
    await settleMail(db, claimed, { status: 'queued', lastError: reason })
    throw new MailRetryError(`The mail server did not take the message yet: ${reason}`, {
      cause: error,
    })
  }
  await settleMail(db, claimed, { status: 'sent' })
  return 'sent'
}
