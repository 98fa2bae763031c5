import nodemailer from 'nodemailer'
import type { RenderedMail } from './templates'

export interface OutgoingMail extends RenderedMail {
  to: string
  // The same for every attempt at one message, so a mail program can tell a repeat for one.
  messageId: string
}

// How a message leaves Flock. Only SMTP in the product; the interface keeps the send job
// ignorant of nodemailer.
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>
}

export class MailRefusedError extends Error {
  override name = 'MailRefusedError'
}

// A 5xx answer from the SMTP server will not change on a retry (unknown mailbox, refused
// sender); anything else (no connection, a 4xx "try later", a timeout) may.
export function isPermanentSmtpFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, {
    from,
  })
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
      })
    },
  }
}
