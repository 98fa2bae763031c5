import type { FastifyBaseLogger } from 'fastify'
import type { JobDefinition, JobQueue } from './job-definition'

// Runs a job as soon as it is sent, in the sender's process: tests see its effects at once.
// A failure is logged, as the real queue would, and not thrown at the sender.
export function createInlineQueue(
  makeDefinitions: (queue: JobQueue) => JobDefinition[],
  log?: Pick<FastifyBaseLogger, 'warn'>,
): JobQueue {
  let definitions: Map<string, JobDefinition> | undefined
  const queue: JobQueue = {
    async send(name, data) {
      definitions ??= new Map(
        makeDefinitions(queue).map((definition) => [definition.name, definition]),
      )
      const definition = definitions.get(name)
      if (!definition) throw new Error(`Unknown job ${name}`)
      try {
        await definition.run(data)
      } catch (error) {
        log?.warn({ err: error, job: name }, 'inline job failed')
      }
    },
  }
  return queue
}
