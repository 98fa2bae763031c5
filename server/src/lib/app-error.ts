import { ERROR_CODES, type ErrorCode } from '@common/errors'

// The one error type services throw; the error handler turns it into { code, message }.
export class AppError extends Error {
  readonly statusCode: number
  // Sent as Retry-After with a 429 or 503.
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, options)
    this.name = 'AppError'
    this.statusCode = ERROR_CODES[code]
    this.retryAfterSeconds = options?.retryAfterSeconds
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what)
