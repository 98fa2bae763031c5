import { existsSync } from 'node:fs'
import { accountFlows } from './modules/identity/password-reset/account-flows'
import pino from 'pino'
import { buildApp } from './app'
import { createAuth } from './auth/better-auth'
import { signInRule } from './auth/sign-in-throttle'
import { ConfigError, type Env, loadEnv } from './config/env'
import { type OpenedDatabase, openDatabase } from './db/open'
import { createAssetStorage } from './integrations/asset-storage'
import { connectInstagram } from './integrations/instagram/setup'
import { requestPublishScan } from './jobs/contracts'
import { createJobDefinitions, jobSettingsFromEnv } from './job-definitions'
import { startJobRunner } from './jobs/job-runner'
import { safeErrorMessage } from './lib/error-redaction'
import { loggerOptions } from './lib/logging'
import { loadOrCreateSecret } from './lib/secrets'
import { createTokenCipher } from './lib/token-cipher'
import { bootstrapAdmin } from './modules/identity/admin-setup/bootstrap'
import { mailSettingsFromEnv } from './modules/operations/mail/mail-delivery'

async function main() {
  // A .env beside package.json is read when present; real environment variables win.
  if (existsSync('.env')) process.loadEnvFile('.env')
  const env = loadEnv()
  const databaseLog = pino(loggerOptions(env.LOG_LEVEL)).child({ component: 'database' })
  const database = await openDatabase(env, { onNotice: (line) => databaseLog.warn(line) })
  try {
    await serve(env, database)
  } catch (error) {
    // Whatever failed after the database started must not leave PostgreSQL running.
    await database.close().catch(() => {})
    throw error
  }
}

async function serve(env: Env, database: OpenedDatabase) {
  const db = database.handle.db
  const secret = env.BETTER_AUTH_SECRET ?? (await loadOrCreateSecret(env.dataDir, 'auth-secret'))
  const tokenKey = env.TOKEN_ENCRYPTION_KEY ?? (await loadOrCreateSecret(env.dataDir, 'token-key'))
  const instagram = await connectInstagram(env)
  const tokenCipher = createTokenCipher(tokenKey)
  const log = pino(loggerOptions(env.LOG_LEVEL)).child({ component: 'jobs' })
  const jobDeps = {
    db,
    mail: mailSettingsFromEnv(env),
    reports: { monthlyMail: env.MONTHLY_REPORT_MAIL === 'on', timeZone: env.AGENCY_TIMEZONE },
    instagram: instagram.client,
    cipher: tokenCipher,
    log,
    assets: { publicUrl: env.publicUrl, storage: createAssetStorage(env) },
    backups: {
      databaseUrl: database.handle.url,
      dataDir: env.dataDir,
      backupDir: env.backupDir,
      cron: env.BACKUP_CRON,
      keepDaily: env.BACKUP_KEEP_DAILY,
      keepWeekly: env.BACKUP_KEEP_WEEKLY,
    },
  }
  const jobs = await startJobRunner(
    database.handle.url,
    (queue) => createJobDefinitions(jobDeps, queue, jobSettingsFromEnv(env)),
    log,
    {
      maintenanceIntervalSeconds: env.JOB_MAINTENANCE_SECONDS,
    },
  )
  // A server that starts (or restarts after a crash) looks for due posts at once, not at the
  // next minute of the queue's cron.
  await requestPublishScan(jobs.queue)
  const app = await buildApp({
    env,
    db,
    databaseUrl: database.handle.url,
    auth: createAuth({
      db,
      secret,
      publicUrl: env.publicUrl,
      signInRule: signInRule(env),
      accountFlows: accountFlows({ db, jobs: jobs.queue, publicUrl: env.publicUrl }),
    }),
    instagram: instagram.client,
    tokenCipher,
    jobs: jobs.queue,
  })

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'Shutting down')
    await jobs.stop()
    await app.close()
    await instagram.stop()
    // Stopping the embedded PostgreSQL here is what keeps a postgres process from outliving us.
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop('SIGINT'))
  process.once('SIGTERM', () => void stop('SIGTERM'))
  // A closed terminal: without this PostgreSQL would be left running until the next start.
  process.once('SIGHUP', () => void stop('SIGHUP'))

  app.log.info(instagram.description)
  if (!env.SMTP_URL) {
    app.log.warn(
      'No SMTP_URL: Flock sends no e-mail. Every message is kept in the database and shown to admins at /settings/outbox.',
    )
  }
  await bootstrapAdmin(db, env, app.log)
  await app.listen({ host: env.HOST, port: env.PORT })
  app.log.info(`Flock is ready at ${env.publicUrl}`)
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message)
  } else {
    console.error('Flock failed to start:', safeErrorMessage(error))
  }
  process.exit(1)
})
