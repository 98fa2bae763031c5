import { type Job, type JobResult, PgBoss, type Queue } from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import { safeErrorMessage } from '../lib/error-redaction'
import type { JobDefinition, JobQueue } from '../lib/jobs'

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
    for (const options of workOptions(definition))
      await boss.work(definition.name, options, async (jobs) =>
        settleEach(jobs, (job) => definition.run(job.data), log, definition.name),
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

// A pg-boss worker waits out its polling interval after every fetch unless the fetch came back
// full and it fetches batches (burstWhenBatchFull), or a NOTIFY woke it; one-job workers would cap
// a queue at concurrency ÷ 2 s however fast its jobs are. So a queue's concurrency is served by
// workers fetching two jobs at a time, which fetch again at once while there is a backlog (and
// one single-job worker for an odd count). Small batches keep a slow job from holding up more
// than one other. Each job is settled on its own (perJobResults): one that throws is retried alone.
function workOptions(definition: JobDefinition) {
  const concurrency = definition.concurrency ?? 1
  const polling = {
    localConcurrency: 1,
    perJobResults: true as const,
    pollingIntervalSeconds: 2,
    // NOTIFY wakes a worker for new jobs, not for retries coming due: keep polling often.
    notifyPollingIntervalSeconds: 2,
  }
  const pairs = Math.floor(concurrency / 2)
  return [
    ...(pairs > 0
      ? [{ ...polling, localConcurrency: pairs, batchSize: 2, burstWhenBatchFull: true }]
      : []),
    ...(concurrency % 2 === 1 ? [{ ...polling, batchSize: 1 }] : []),
  ]
}

async function settleEach(
  jobs: Job<unknown>[],
  run: (job: Job<unknown>) => Promise<unknown>,
  log: FastifyBaseLogger,
  queue: string,
): Promise<JobResult[]> {
  const outcomes = await Promise.allSettled(jobs.map(run))
  return outcomes.map((outcome, index) => {
    const id = jobs[index]!.id
    if (outcome.status === 'fulfilled')
      return { id, status: 'completed', output: toOutput(outcome.value) }
    log.warn({ err: outcome.reason, queue, jobId: id }, 'job failed; pg-boss retries it')
    return { id, status: 'failed', output: { message: safeErrorMessage(outcome.reason) } }
  })
}

// pg-boss stores a job's output as JSON; a plain value is wrapped so it stays an object.
const toOutput = (value: unknown) =>
  value !== null && typeof value === 'object' ? value : { value: value ?? null }

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
