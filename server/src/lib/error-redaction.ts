// A failed query's error carries its parameters: drizzle writes them into the message
// ("Failed query: … params: …") and keeps them as a property, and PostgreSQL quotes a rejected
// value in its own message and detail. Those parameters are reset tokens, session tokens,
// e-mail addresses. Nothing that is logged or stored about an error says more than its kind,
// its code, the SQL text without parameters and where it was thrown (decision 069).

const MAX_DEPTH = 6

export interface LoggedError {
  type: string
  message: string
  stack?: string
  code?: string
  // PostgreSQL's names of what the query ran into: identifiers, never values.
  constraint?: string
  table?: string
  column?: string
  cause?: LoggedError | string
  aggregateErrors?: (LoggedError | string)[]
}

interface QueryError extends Error {
  query: string
  params: unknown
}

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === 'string' && 'params' in error

// node-postgres's DatabaseError: a server-side error with an SQLSTATE.
const isServerError = (error: Error) =>
  typeof (error as { severity?: unknown }).severity === 'string' &&
  typeof (error as { code?: unknown }).code === 'string'

// Whatever remains of drizzle's "params: …" in text that quoted a failed query's message.
const PARAMS_TAIL = /\n?params: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g
// PostgreSQL ends a message about a rejected value with the value: `…for type uuid: "x"`.
const QUOTED_VALUE_TAIL = /: ".*"$/s

// The failed queries' raw messages anywhere in the chain, to take out of the text around them.
function rawQueryMessages(error: unknown, depth = 0, found: string[] = []): string[] {
  if (!(error instanceof Error) || depth > MAX_DEPTH) return found
  if (isQueryError(error)) found.push(error.message)
  rawQueryMessages(error.cause, depth + 1, found)
  if (error instanceof AggregateError) {
    for (const inner of error.errors) rawQueryMessages(inner, depth + 1, found)
  }
  return found
}

function scrub(text: string, raws: readonly string[]): string {
  let clean = text
  for (const raw of raws) clean = clean.replaceAll(raw, raw.replace(PARAMS_TAIL, ''))
  return clean.replace(PARAMS_TAIL, '')
}

function ownMessage(error: Error, raws: readonly string[]): string {
  if (isQueryError(error)) return `Failed query: ${error.query}`
  if (isServerError(error)) return error.message.replace(QUOTED_VALUE_TAIL, ': [value]')
  return scrub(error.message, raws)
}

function toLogged(error: unknown, raws: readonly string[], depth: number): LoggedError | string {
  if (!(error instanceof Error)) return scrub(String(error), raws)
  const type = error.constructor?.name || error.name || 'Error'
  const message = ownMessage(error, raws)
  const logged: LoggedError = { type, message }
  // The frames only: the stack's first lines repeat the raw message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  if (frames.length > 0) logged.stack = scrub([`${type}: ${message}`, ...frames].join('\n'), raws)
  const { code, constraint, table, column } = error as Error & Record<string, unknown>
  if (typeof code === 'string') logged.code = code
  if (isServerError(error)) {
    if (typeof constraint === 'string') logged.constraint = constraint
    if (typeof table === 'string') logged.table = table
    if (typeof column === 'string') logged.column = column
  }
  if (depth < MAX_DEPTH && error.cause !== undefined) {
    logged.cause = toLogged(error.cause, raws, depth + 1)
  }
  if (depth < MAX_DEPTH && error instanceof AggregateError) {
    logged.aggregateErrors = error.errors.map((inner) => toLogged(inner, raws, depth + 1))
  }
  return logged
}

// The logger's `err` serializer: an error as it may be logged.
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  return toLogged(error, rawQueryMessages(error), 0)
}

// One line for a log's message, a job's stored output or the console.
export function safeErrorMessage(error: unknown): string {
  if (!(error instanceof Error)) return scrub(String(error), [])
  const logged = toLogged(error, rawQueryMessages(error), MAX_DEPTH) as LoggedError
  return logged.message
}
