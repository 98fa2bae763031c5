import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@common/schemas/common'
import { type TOutboxMessage, ZOutbox } from '@common/schemas/mail'
import { requireAgencyCapability } from '../../../auth/policy'
import { listRecentMail, type MailRow } from './mail.repository'
import { type MailSite, renderMail } from './templates'

const OUTBOX_SIZE = 200

function toOutboxMessage(row: MailRow, site: MailSite): TOutboxMessage {
  const rendered = renderMail(row.template, row.data, site) ?? {
    subject: `(no template "${row.template}")`,
    html: '',
    text: '',
  }
  return {
    id: row.id,
    to: row.to,
    ...rendered,
    status: row.status,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}

// Every message Flock sent or kept, newest first, as it reads. Without an SMTP server this is
// where an admin finds a reset link to pass on; with one, it shows what was sent and what failed.
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['settings'],
        summary: `The ${OUTBOX_SIZE} newest e-mails, sent or kept, with their status (Owners only: it holds sign-in links)`,
        response: { 200: ZOutbox, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'readOutbox')
      const site = { agencyName: app.config.AGENCY_NAME, publicUrl: app.config.publicUrl }
      const rows = await listRecentMail(app.db, OUTBOX_SIZE)
      return {
        smtpConfigured: Boolean(app.config.SMTP_URL),
        messages: rows.map((row) => toOutboxMessage(row, site)),
      }
    },
  )
}
