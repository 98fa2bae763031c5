// PostgreSQL reports a unique violation as SQLSTATE 23505 with the constraint's name;
// drizzle wraps the driver's error, so look through `cause` as well.
export function uniqueViolation(error: unknown): string | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const pgError = current as Error & { code?: string; constraint?: string }
    if (pgError.code === '23505') return pgError.constraint ?? ''
  }
  return null
}

// SQLSTATE classes that mean the server is gone, not that the query was wrong: 08 (connection
// exception) and 57P01-57P03 (admin/crash shutdown, cannot connect now).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123])$/
// What node-postgres and Node's sockets say when there is no server to talk to.
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)|Cannot use a pool after calling end/i

// True when `error`, or anything it wraps, says PostgreSQL could not be reached.
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!(current instanceof Error) || seen.has(current)) continue
    seen.add(current)
    const code = (current as Error & { code?: unknown }).code
    if (typeof code === 'string') {
      if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code)) return true
    }
    if (UNAVAILABLE_MESSAGES.test(current.message)) return true
    queue.push(current.cause)
    if (current instanceof AggregateError) queue.push(...current.errors)
  }
  return false
}
