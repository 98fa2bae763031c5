import type { SimContext } from '../../context'
import { GraphError, invalidParam } from '../errors'

export const MANAGE_MESSAGES = 'instagram_business_manage_messages'

/** HTTP 403, as clients log it for the Send API. */
export const outsideWindow = () =>
  new GraphError({
    status: 403,
    message: 'This message is sent outside of allowed window.',
    type: 'IGApiException',
    code: 10,
    subcode: 2534022,
  })

/** The app has no Human Agent approval; Instagram's exact answer is not documented. */
export const humanAgentNotApproved = () =>
  new GraphError({
    status: 403,
    message: '(#10) The HUMAN_AGENT tag can only be used by apps approved for Human Agent',
    type: 'IGApiException',
    code: 10,
  })

export const noMatchingUser = () =>
  new GraphError({
    message: '(#100) No matching user found',
    type: 'IGApiException',
    code: 100,
    subcode: 2018001,
  })

/** One private reply per comment; which refusal the second gets is a switch. */
export function alreadyReplied(ctx: SimContext) {
  if (ctx.settings.privateReplyRepeatError === '100/2534025')
    return invalidParam('The comment is invalid for a private reply', 2534025)
  return new GraphError({ message: '(#10900) Activity already replied to', code: 10900 })
}

export const tooManyPrivateReplies = () =>
  new GraphError({
    message: '(#613) Calls to this api have exceeded the rate limit.',
    code: 613,
    isTransient: true,
  })
