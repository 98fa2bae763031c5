import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZAccount,
  ZCompleteConnect,
  ZStartConnect,
  ZStartConnectResult,
} from '@common/schemas/account'
import { ZApiError } from '@common/schemas/common'
import { requireUser } from '../../../auth/policy'
import { completeConnect, startConnect } from './connect.service'

const errors = {
  400: ZApiError,
  401: ZApiError,
  403: ZApiError,
  404: ZApiError,
  409: ZApiError,
  429: ZApiError,
  503: ZApiError,
}

export const connectRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.db,
    instagram: app.instagram,
    cipher: app.tokenCipher,
    jobs: app.jobs,
  })

  app.post(
    '/api/instagram/connect',
    {
      schema: {
        tags: ['instagram'],
        summary: 'Start connecting (or granting access again to) an Instagram professional account',
        body: ZStartConnect,
        response: { 200: ZStartConnectResult, ...errors },
      },
    },
    async (request) => startConnect(deps(), await requireUser(request), request.body),
  )

  app.post(
    '/api/instagram/callback',
    {
      schema: {
        tags: ['instagram'],
        summary: 'Finish connecting with the code and state Instagram sent back',
        body: ZCompleteConnect,
        response: { 200: ZAccount, ...errors },
      },
    },
    async (request) => completeConnect(deps(), await requireUser(request), request.body),
  )
}
