import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { JobDefinition } from './job-definition'

// pg-boss keeps jobs in PostgreSQL, so any number of Flock processes share the work and a job
// survives a restart. Each definition gets its queue, its schedule and its worker.
export async function startJobRunner(connectionString: string, definitions: JobDefinition[], log: FastifyBaseLogger) {
  const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4 })
  let stopping = false
  // While shutting down, the database may close its connections first; that is not news.
  boss.on('error', (error) => {
    if (!stopping) log.error({ err: error }, 'job queue error')
  })
  await boss.start()
  for (const definition of definitions) {
    await boss.createQueue(definition.name)
    if (definition.cron) await boss.schedule(definition.name, definition.cron)
    await boss.work(definition.name, async (jobs) => {
      for (const job of jobs) {
        const result = await definition.run(job.data)
        log.info({ job: definition.name, result }, 'job finished')
      }
    })
  }
  return {
    boss,
    stop: () => {
      stopping = true
      return boss.stop({ graceful: true, wait: true, timeout: 10_000 })
    },
  }
}
