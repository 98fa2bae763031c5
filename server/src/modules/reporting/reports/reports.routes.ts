import { stringify } from 'csv-stringify/sync'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import {
  ZCommentExportQuery,
  ZReport,
  ZReportQuery,
  ZReportTableQuery,
} from '@common/schemas/reports'
import { reportOrganization, requireUser } from '../../../auth/policy'
import { AppError } from '../../../lib/app-error'
import { inboxFilter } from '../../work/inbox/inbox.service'
import { currentReportSettings } from '../report-settings/report-settings.repository'
import { reportSettingDefaults } from '../report-settings/report-setting-defaults'
import { spreadsheetSafe } from '../../../lib/spreadsheet-safe'
import {
  commentExportCountQuery,
  commentExportQuery,
  exportColumnsFor,
  streamCommentsCsv,
} from './comments-export'
import { reportTable } from './report-tables'
import { syncReportRollupZone } from './report-day-rollups.repository'
import { getReport } from './reports.service'
import { accountInOrganization } from './reports-access'

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError }

// Reports: the agency's Owners and Admins for any church or all of them; a church for its own.
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  // The agency-wide rollups are cut in the agency's zone: cut again if it changed (decision 049).
  // Tried as the server starts, without holding it up (Flock starts while its database is down,
  // answering 503 until it is back), and before the first report if that try failed. Until then
  // reports read the hourly rollups, which any zone can cut.
  let zoneSynced: Promise<void> | undefined
  const syncZone = () =>
    (zoneSynced ??= syncReportRollupZone(app.db, app.config.AGENCY_TIMEZONE).catch(
      (error: unknown) => {
        zoneSynced = undefined
        app.log.warn({ err: error }, "Could not check the reports' time zone yet")
      },
    ))
  void syncZone()

  async function scopeFor(
    request: Parameters<typeof requireUser>[0],
    query: { organizationId?: string; accountId?: string | string[] },
  ) {
    const actor = await requireUser(request)
    const organizationId = reportOrganization(actor, query.organizationId)
    const accountIds = [query.accountId ?? []].flat()
    for (const accountId of accountIds)
      if (!(await accountInOrganization(app.db, accountId, organizationId)))
        throw new AppError('NOT_FOUND', 'Not found')
    return organizationId
  }
  // The target as the agency's Owners saved it, read for every report (decision 055).
  const defaults = reportSettingDefaults(app.config)
  const options = async (organizationId: string | null) => ({
    timeZone: app.config.AGENCY_TIMEZONE,
    targetHours: (await currentReportSettings(app.db, defaults)).targetHours,
    organizationId,
  })

  app.get(
    '/api/reports',
    {
      schema: {
        tags: ['reports'],
        summary:
          "Response times, volumes and audience over a period, with the period before (the agency's Owners and Admins; a church its own)",
        querystring: ZReportQuery,
        response: { 200: ZReport, ...errors },
      },
    },
    async (request) => {
      const organizationId = await scopeFor(request, request.query)
      await syncZone()
      return getReport(app.db, request.query, await options(organizationId))
    },
  )

  app.get(
    '/api/exports/report.csv',
    {
      schema: {
        tags: ['reports'],
        summary: 'One table of the reports as CSV (who may read the reports)',
        querystring: ZReportTableQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query
      const organizationId = await scopeFor(request, query)
      await syncZone()
      const report = await getReport(app.db, query, {
        ...(await options(organizationId)),
        accountsAgencyWide: query.table === 'responseByAccount',
        everySeries: query.table === 'volume',
        everyAccount: query.table === 'messagesByAccount' || query.table === 'publishingByAccount',
      })
      const table = reportTable(report, query.table)
      const csv = stringify(
        [
          table.columns,
          ...table.rows.map((row) =>
            row.map((value) => (typeof value === 'string' ? spreadsheetSafe(value) : value)),
          ),
        ],
        { bom: true },
      )
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="flock-${query.table}-${query.from}-${query.to}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv)
    },
  )

  app.get(
    '/api/exports/comments.csv',
    {
      schema: {
        tags: ['reports'],
        summary:
          "The inbox's comments for its filters as CSV, streamed (the agency's Owners and Admins; a church its own)",
        querystring: ZCommentExportQuery,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const { organizationId: asked, ...inboxQuery } = request.query
      const askedIds = [asked ?? []].flat()
      // One church is the export's scope; several (the inbox can show a few) must each be one
      // the reader may export, and narrow the agency's scope as the inbox's filter does.
      const organizationId = await scopeFor(request, {
        organizationId: askedIds.length === 1 ? askedIds[0] : undefined,
        accountId: inboxQuery.accountId,
      })
      const actor = await requireUser(request)
      for (const id of askedIds) reportOrganization(actor, id)
      // Read exactly as the inbox list reads its query, so the file holds what the list shows.
      const filter = await inboxFilter(
        app.db,
        { userId: actor.userId, timeZone: app.config.AGENCY_TIMEZONE },
        { ...inboxQuery, organizationId: askedIds.length > 1 ? askedIds : undefined },
      )
      const count = commentExportCountQuery(filter, organizationId)
      const { rows } = await app.db.$client.query<{ count: number }>(count.sql, count.params)
      const forChurch = actor.role === 'client'
      const query = commentExportQuery(filter, organizationId, { forChurch })
      const body = await streamCommentsCsv(app.db.$client, query, exportColumnsFor(forChurch))
      const day = new Date().toISOString().slice(0, 10)
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="flock-comments-${day}.csv"`)
          .header('cache-control', 'no-store')
          // The number of rows to come, for the inbox's progress bar (the body has no length).
          .header('x-total-count', String(rows[0]!.count))
          .send(body)
      )
    },
  )
}
