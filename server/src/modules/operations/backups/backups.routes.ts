import path from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZBackupStatus, type TBackupRun } from '@common/schemas/backup'
import { z } from 'zod'
import { ZApiError } from '@common/schemas/common'
import { requireAgencyCapability } from '../../../auth/policy'
import type { backupRuns } from '../../../db/schema'
import { notFound } from '../../../lib/app-error'
import { BACKUP_KINDS, listBackupFiles, openBackupFile } from './backup-listing'
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
        summary:
          'The nightly backup: its schedule, last run and last success, and the backup files on disk (Owners and Admins)',
        response: { 200: ZBackupStatus, 401: ZApiError, 403: ZApiError },
      },
    },
    async (request) => {
      await requireAgencyCapability(request, 'manageBackups')
      const [last, lastSucceeded, files] = await Promise.all([
        findLatestBackupRun(app.db),
        findLatestSuccessfulBackup(app.db),
        listBackupFiles(app.config.backupDir),
      ])
      return {
        schedule: {
          cron: app.config.BACKUP_CRON,
          keepDaily: app.config.BACKUP_KEEP_DAILY,
          keepWeekly: app.config.BACKUP_KEEP_WEEKLY,
        },
        last: toRun(last),
        lastSucceeded: toRun(lastSucceeded),
        files,
      }
    },
  )

  app.get(
    '/api/settings/backups/files/:kind/:fileName',
    {
      schema: {
        tags: ['settings'],
        summary:
          'Download one backup file, streamed (Owners and Admins); its secrets file stays on the server',
        params: z.object({
          kind: z.enum(BACKUP_KINDS, { error: 'kind must be manual or nightly' }),
          fileName: z.string().min(1).max(200),
        }),
        // A gzip stream; its size comes as content-length.
        response: { 200: z.any(), 401: ZApiError, 403: ZApiError, 404: ZApiError },
      },
    },
    async (request, reply) => {
      await requireAgencyCapability(request, 'manageBackups')
      const { kind, fileName } = request.params
      const file = await openBackupFile(app.config.backupDir, kind, fileName)
      if (!file) throw notFound('Backup not found')
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', file.sizeBytes)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream)
    },
  )
}
