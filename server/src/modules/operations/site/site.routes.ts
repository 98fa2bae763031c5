import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZSite } from '@common/schemas/mail'

// What the web app shows before anyone signs in: the agency's name (landing page, page titles).
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['session'],
        summary: "The agency's name and time zone, for the landing page, page titles and reports",
        response: { 200: ZSite },
      },
    },
    async () => ({ agencyName: app.config.AGENCY_NAME, timeZone: app.config.AGENCY_TIMEZONE }),
  )
}
