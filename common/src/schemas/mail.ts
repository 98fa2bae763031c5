import { z } from 'zod'

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const
export const ZMailStatus = z.enum(MAIL_STATUSES)
export type TMailStatus = z.infer<typeof ZMailStatus>

// One message on the outbox page, rendered as it was (or will be) sent.
export const ZOutboxMessage = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: ZMailStatus,
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
})
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>

export const ZOutbox = z.object({
  // False when no SMTP server is configured: every message stays here, none is sent.
  smtpConfigured: z.boolean(),
  messages: z.array(ZOutboxMessage),
})
export type TOutbox = z.infer<typeof ZOutbox>

export const ZSite = z.object({
  agencyName: z.string(),
  // The agency's time zone (AGENCY_TIMEZONE): the reports' days and "last 7 days" are its.
  timeZone: z.string(),
})
export type TSite = z.infer<typeof ZSite>
