import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { ZDataDeletionStatus } from '@common/schemas/data-deletion'
import { signingSecrets } from '../../../integrations/instagram/config'
import { verifySignedRequestWithAny } from '../../../integrations/instagram/signed-request'
import { AppError, notFound } from '../../../lib/app-error'
import {
  deauthorizeInstagramAccount,
  deleteInstagramAccountData,
  findDeletionReceipt,
} from './app-callbacks.service'

const ZSignedRequestBody = z.object({ signed_request: z.string().min(1).max(8192) })

// Meta calls these (not a browser); they are trusted only through the app secret's signature.
export const appCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  // Meta posts these as an HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )

  const verified = (request: FastifyRequest, signedRequest: string) => {
    const payload = verifySignedRequestWithAny(signedRequest, signingSecrets(app.instagram.config))
    if (!payload)
      throw new AppError('INVALID_SIGNATURE', 'The signed_request signature is not valid')
    request.log.info(
      { secret: payload.secret },
      `signed_request signed with the ${payload.secret} app secret`,
    )
    return payload
  }

  app.post(
    '/api/instagram/deauthorize',
    {
      config: { signedCallback: true },
      schema: {
        tags: ['instagram callbacks'],
        summary: 'Meta: the person removed Flock from their Instagram account',
        body: ZSignedRequestBody,
        response: { 200: z.object({ success: z.literal(true) }), 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const signed = verified(request, request.body.signed_request)
      const count = await deauthorizeInstagramAccount(app.db, signed)
      request.log.info(
        { instagramId: signed.userId, accounts: count },
        'Instagram deauthorized Flock',
      )
      return { success: true as const }
    },
  )

  app.post(
    '/api/instagram/data-deletion',
    {
      config: { signedCallback: true },
      schema: {
        tags: ['instagram callbacks'],
        summary: 'Meta: delete everything Flock holds about an Instagram account',
        body: ZSignedRequestBody,
        response: {
          200: z.object({ url: z.string(), confirmation_code: z.string() }),
          400: ZApiError,
          401: ZApiError,
        },
      },
    },
    async (request) => {
      const signed = verified(request, request.body.signed_request)
      const receipt = await deleteInstagramAccountData(app.db, signed)
      request.log.info(
        { instagramId: signed.userId, accounts: receipt.accountsDeleted },
        'Instagram data deleted',
      )
      return {
        url: `${app.config.publicUrl}/data-deletion?code=${receipt.confirmationCode}`,
        confirmation_code: receipt.confirmationCode,
      }
    },
  )

  app.get(
    '/api/data-deletion/:code',
    {
      schema: {
        tags: ['instagram callbacks'],
        summary: 'The status of a data deletion request, by its confirmation code',
        params: z.object({
          code: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Unknown confirmation code'),
        }),
        response: { 200: ZDataDeletionStatus, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => {
      const row = await findDeletionReceipt(app.db, request.params.code)
      if (!row) throw notFound('No data deletion request has this confirmation code')
      return {
        confirmationCode: row.confirmationCode,
        status: row.status,
        requestedAt: row.createdAt.toISOString(),
        accountsDeleted: row.accountsDeleted,
      }
    },
  )
}
