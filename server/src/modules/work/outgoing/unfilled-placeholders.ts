import { findPlaceholders } from '@common/reply-variables'
import { AppError } from '../../../lib/app-error'

// A saved reply's variable left unfilled ({church.phone}) must never reach a follower, in a
// reply, a private reply or a direct message.
export function refusePlaceholders(message: string) {
  const left = findPlaceholders(message)
  if (left.length === 0) return
  throw new AppError(
    'UNFILLED_PLACEHOLDER',
    `${left.join(', ')} ${left.length === 1 ? 'is' : 'are'} still in the text: fill ${left.length === 1 ? 'it' : 'them'} in or edit ${left.length === 1 ? 'it' : 'them'} out before sending.`,
  )
}
