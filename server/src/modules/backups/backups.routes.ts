import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZBackupStatus, type TBackupRun } from '@common/schemas/backup'
import { ZApiError } from '@common/schemas/common'
import { requireAgencyCapability } from '../../auth/policy'
import type { backupRuns } from '../../db/schema'
import { findLatestBackupRun, findLatestSuccessfulBackup } from './backup-runs.repository'

const toRun = (row: typeof backupRuns.$inferSelect | null): TBackupRun | null =>
  row && {
    status: row.status,
    fileName: row.file ? path.basename(row.file) : null,
    sizeBytes: row.sizeBytes,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }

export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/backups',
    {
      schema: {
        tags: ['settings'],
        summary: 'The nightly backup: its schedule, last run and last success (Owners and Admins)',
        response: { 200: ZBackupStatus, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageBackups')
      const [last, lastSucceeded] = await Promise.all([
        findLatestBackupRun(app.db),
        findLatestSuccessfulBackup(app.db),
      ])
      return {
        schedule: {
          cron: app.config.BACKUP_CRON,
          keepDaily: app.config.BACKUP_KEEP_DAILY,
          keepWeekly: app.config.BACKUP_KEEP_WEEKLY,
        },
        last: toRun(last),
        lastSucceeded: toRun(lastSucceeded),
      }
    },
  )
}
