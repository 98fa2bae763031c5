import { InstagramError, USER_MESSAGES } from './errors'
import { AppError } from '../../lib/app-error'

// An Instagram failure during a person's request, as the one error shape with a clear message.
export function instagramFailure(error: unknown): Error {
  if (!(error instanceof InstagramError))
    return error instanceof Error ? error : new Error(String(error))
  switch (error.kind) {
    case 'rate_limited':
      return new AppError('INSTAGRAM_RATE_LIMITED', USER_MESSAGES.rate_limited, { cause: error })
    case 'unavailable':
    case 'unexpected':
      return new AppError('INSTAGRAM_UNAVAILABLE', USER_MESSAGES[error.kind], { cause: error })
    case 'token':
      return new AppError('ACCOUNT_NOT_CONNECTED', USER_MESSAGES.token, { cause: error })
    case 'not_found':
      return new AppError('NOT_FOUND', USER_MESSAGES.not_found, { cause: error })
    default:
      return new AppError('INSTAGRAM_REJECTED', `${USER_MESSAGES[error.kind]} ${error.message}`, {
        cause: error,
      })
  }
}
