import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { JobDefinition, JobQueue } from './job-definition'

// pg-boss keeps jobs in PostgreSQL, so any number of Flock processes share the work and a job
// survives a restart. Each definition gets its queue, its schedule and its worker.
export async function startJobRunner(
  connectionString: string,
  makeDefinitions: (queue: JobQueue) => JobDefinition[],
  log: FastifyBaseLogger,
  options: { maintenanceIntervalSeconds?: number } = {},
) {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 4,
    // Maintenance is what notices expired jobs (a worker that died) and retries them.
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  })
  let stopping = false
  // While shutting down, the database may close its connections first; that is not news.
  boss.on('error', (error) => {
    if (!stopping) log.error({ err: error }, 'job queue error')
  })
  await boss.start()
  const queue: JobQueue = {
    async send(name, data, options = {}) {
      await boss.send(
        name,
        data,
        options.singletonKey ? { singletonKey: options.singletonKey } : {},
      )
    },
  }
  for (const definition of makeDefinitions(queue)) {
    await boss.createQueue(definition.name, {
      name: definition.name,
      retryLimit: definition.retryLimit ?? 2,
      retryDelay: definition.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    })
    if (definition.cron) await boss.schedule(definition.name, definition.cron)
    await boss.work(definition.name, async (jobs) => {
      for (const job of jobs) await definition.run(job.data)
    })
  }
  return {
    boss,
    queue,
    stop: () => {
      stopping = true
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 })
    },
  }
}
