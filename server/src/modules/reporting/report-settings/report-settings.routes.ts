import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZApiError } from '@common/schemas/common'
import { ZReportSettings, ZUpdateReportSettings } from '@common/schemas/report-settings'
import { requireAgencyCapability } from '../../../auth/policy'
import { currentReportSettings, saveReportSettings } from './report-settings.repository'
import { reportSettingDefaults } from './report-setting-defaults'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError }

// The reports' response target and the monthly e-mail to each church's Owners: the agency's
// Owners change them, its Admins (who read the reports) see them (decision 055).
export const reportSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaults = reportSettingDefaults(app.config)

  app.get(
    '/api/settings/reports',
    {
      schema: {
        tags: ['settings'],
        summary:
          "The reports' response target and monthly e-mail; the environment's when none are saved (Owners and Admins)",
        response: { 200: ZReportSettings, ...errors },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'readReports')
      return currentReportSettings(app.db, defaults)
    },
  )

  app.put(
    '/api/settings/reports',
    {
      schema: {
        tags: ['settings'],
        summary: "Set the reports' response target and monthly e-mail (Owners)",
        body: ZUpdateReportSettings,
        response: { 200: ZReportSettings, ...errors },
      },
    },
    async (request) => {
      const actor = await requireAgencyCapability(request, 'manageReportSettings')
      await saveReportSettings(app.db, { ...request.body, updatedBy: actor.userId })
      return currentReportSettings(app.db, defaults)
    },
  )
}
