import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAccount,
  ZAccountListItem,
  ZAccountListPage,
  ZAccountListQuery,
} from '@common/schemas/account'
import { ZApiError } from '@common/schemas/common'
import { requireAdmin, requireUser } from '../../../auth/policy'
import { getAccountDetail, listAllAccounts } from './account-directory.service'
import { revokeAccount } from './accounts.service'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

// Any id is accepted here; one that names no visible account is simply not found (404).
const ZAccountParams = z.object({ accountId: z.string().min(1).max(100) })

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/accounts',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Instagram accounts of every organization, by username, a page at a time (admins only)',
        querystring: ZAccountListQuery,
        response: { 200: ZAccountListPage, ...errors },
      },
    },
    async (request) => {
      await requireAdmin(request)
      return listAllAccounts(app.db, request.query)
    },
  )

  app.get(
    '/api/accounts/:accountId',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One Instagram account with its organization and comments awaiting a reply',
        params: ZAccountParams,
        response: { 200: ZAccountListItem, ...errors },
      },
    },
    async (request) =>
      getAccountDetail(app.db, await requireUser(request), request.params.accountId),
  )

  app.post(
    '/api/accounts/:accountId/revoke',
    {
      schema: {
        tags: ['accounts'],
        summary: "Revoke the agency's access: stop all use of the account and destroy its token",
        params: z.object({ accountId: z.uuid({ error: 'Account not found' }) }),
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request) => revokeAccount(app.db, await requireUser(request), request.params.accountId),
  )
}
