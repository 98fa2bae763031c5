import { PgBoss, type Queue } from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { JobDefinition, JobQueue } from './job-definition'

export interface JobRunnerOptions {
  // How often pg-boss looks for expired jobs (a worker that died) and retries them.
  maintenanceIntervalSeconds?: number
}

// pg-boss keeps jobs in PostgreSQL, so any number of Flock processes share the work and a job
// survives a restart. Each definition gets its queue (policy and retry settings brought up to
// date on every start), its schedule and its workers.
export async function startJobRunner(
  connectionString: string,
  makeDefinitions: (queue: JobQueue) => JobDefinition[],
  log: FastifyBaseLogger,
  options: JobRunnerOptions = {},
) {
  const boss = new PgBoss({
    connectionString,
    schema: 'pgboss',
    max: 6,
    // A job sent on a queue with notify wakes an idle worker at once instead of at its next poll.
    useListenNotify: true,
    // The supervisor's monitor pass is what notices expired jobs (a worker that died) and
    // retries them; maintenance deletes old jobs.
    superviseIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
    monitorIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  })
  let stopping = false
  // While shutting down, the database may close its connections first; that is not news.
  boss.on('error', (error) => {
    if (!stopping) log.error({ err: error }, 'job queue error')
  })
  await boss.start()
  const queue: JobQueue = {
    async send(name, data, options = {}) {
      await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      })
    },
  }
  for (const definition of makeDefinitions(queue)) {
    await ensureQueue(boss, definition, log)
    if (definition.cron) await boss.schedule(definition.name, definition.cron)
    await boss.work(
      definition.name,
      {
        localConcurrency: definition.concurrency ?? 1,
        batchSize: 1,
        pollingIntervalSeconds: 2,
        // NOTIFY wakes a worker for new jobs, not for retries coming due: keep polling often.
        notifyPollingIntervalSeconds: 2,
      },
      async ([job]) => {
        if (job) return definition.run(job.data)
      },
    )
  }
  return {
    boss,
    queue,
    stop: () => {
      stopping = true
      return boss.stop({ graceful: true, timeout: 10_000 })
    },
  }
}

export function queueSettings(definition: JobDefinition): Omit<Queue, 'name' | 'policy'> {
  return {
    retryLimit: definition.retryLimit ?? 2,
    retryDelay: definition.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: definition.retryDelayMaxSeconds ?? 3600,
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
    notify: true,
  }
}

// pg-boss only applies queue options when a queue is created. Existing installs get today's
// settings through updateQueue; a queue whose policy changed is dropped and made again, which is
// safe because every queue with a singleton policy is one whose work a cron re-discovers (syncs
// every 15 minutes, stalled replies every minute).
async function ensureQueue(boss: PgBoss, definition: JobDefinition, log: FastifyBaseLogger) {
  const policy = definition.policy ?? 'standard'
  const settings = queueSettings(definition)
  const existing = await boss.getQueue(definition.name)
  if (existing && existing.policy !== policy) {
    log.warn(
      { queue: definition.name, from: existing.policy, to: policy },
      'job queue policy changed: recreating the queue',
    )
    await boss.deleteQueue(definition.name)
  } else if (existing) {
    const { retryDelayMax, ...updatable } = settings
    await boss.updateQueue(definition.name, { ...updatable, retryDelayMax: retryDelayMax ?? null })
    return
  }
  await boss.createQueue(definition.name, { ...settings, policy })
}
