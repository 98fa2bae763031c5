import { AppError } from '../../../lib/app-error'
import { InstagramError, USER_MESSAGES } from '../../../integrations/instagram/errors'

// Turns a failed step of the connect flow into the message the callback page shows. Instagram's
// own description is shown where it helps ("Matching code was not found or was already used").
export function connectStepFailed(step: 'exchange' | 'profile', error: unknown): AppError {
  if (!(error instanceof InstagramError))
    return new AppError('INSTAGRAM_UNAVAILABLE', 'Failed to authenticate with Instagram', {
      cause: error,
    })
  if (error.kind === 'unavailable' || error.kind === 'unexpected') {
    return new AppError('INSTAGRAM_UNAVAILABLE', USER_MESSAGES[error.kind], { cause: error })
  }
  if (error.kind === 'rate_limited') {
    return new AppError('INSTAGRAM_RATE_LIMITED', USER_MESSAGES.rate_limited, { cause: error })
  }
  const fallback =
    step === 'exchange' ? 'Failed to exchange code for token' : 'Failed to fetch Instagram profile'
  const detail =
    step === 'exchange' && error.kind === 'invalid' ? error.message : USER_MESSAGES[error.kind]
  return new AppError('INSTAGRAM_REJECTED', detail ? `${fallback}: ${detail}` : fallback, {
    cause: error,
  })
}
