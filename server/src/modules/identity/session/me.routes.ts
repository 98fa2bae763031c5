import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZMe } from '@common/schemas/auth'
import { ZApiError } from '@common/schemas/common'
import { ZChangeName } from '@common/schemas/person-name'
import { cachedForSession, getActor, requireUser } from '../../../auth/policy'
import { renameUser } from '../users/users.repository'
import { describeActor } from './me.service'

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, their role and organization; null when signed out',
        response: { 200: ZMe.nullable() },
      },
    },
    // Signed out is a normal state for the web app, not an error, so it answers 200 null.
    async (request) => {
      const actor = await getActor(request)
      if (!actor) return null
      // The organization's name comes with the cached session; a rename forgets it.
      return cachedForSession(request, 'me', () => describeActor(app.db, actor))
    },
  )

  // Anyone signed in names themselves, agency staff and church people alike; nobody names
  // anyone else. better-auth's own /update-user is closed (account-hooks.ts), so every name
  // passes ZPersonName.
  app.put(
    '/api/me/name',
    {
      schema: {
        tags: ['session'],
        summary: 'Change the name the signed-in person is shown by',
        body: ZChangeName,
        response: { 200: ZMe, 400: ZApiError, 401: ZApiError },
      },
    },
    async (request) => {
      const actor = await requireUser(request)
      await renameUser(app.db, actor.userId, request.body.name)
      // The user row's change tells every process to forget the cached session (decision 036);
      // this one forgets at once, so the page that renamed reads the new name back.
      app.sessionCache.forgetUser(actor.userId)
      return describeActor(app.db, { ...actor, name: request.body.name })
    },
  )
}
