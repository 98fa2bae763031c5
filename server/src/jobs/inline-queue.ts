import type { JobDefinition, JobQueue, SendOptions } from '../lib/jobs'

export interface JobFailure {
  job: string
  data: object
  error: unknown
}

export interface InlineQueue extends JobQueue {
  // Failures since the last call, taken: a test that expects a job to fail takes them, and the
  // test helper fails every test that leaves one behind.
  takeFailures(): JobFailure[]
  // Jobs sent to start later (a wait Instagram asked for); a test runs them when it wants.
  takeDeferred(): { name: string; data: object; options: SendOptions }[]
}

// Runs a job as soon as it is sent, in the sender's process: tests see its effects at once.
// A failure is not thrown at the sender (the real queue would retry it); it is recorded.
export function createInlineQueue(
  makeDefinitions: (queue: JobQueue) => JobDefinition[],
): InlineQueue {
  let definitions: Map<string, JobDefinition> | undefined
  let failures: JobFailure[] = []
  let deferred: { name: string; data: object; options: SendOptions }[] = []
  const queue: InlineQueue = {
    async send(name, data, options = {}) {
      definitions ??= new Map(
        makeDefinitions(queue).map((definition) => [definition.name, definition]),
      )
      const definition = definitions.get(name)
      if (!definition) throw new Error(`Unknown job ${name}`)
      if (options.startAfterSeconds) {
        deferred.push({ name, data, options })
        return
      }
      try {
        await definition.run(data)
      } catch (error) {
        failures.push({ job: name, data, error })
      }
    },
    takeFailures() {
      const taken = failures
      failures = []
      return taken
    },
    takeDeferred() {
      const taken = deferred
      deferred = []
      return taken
    },
  }
  return queue
}
