// Every failure of a call to Instagram becomes one InstagramError with a kind the services can
// act on, and a message a church's staff can read.
export type InstagramErrorKind =
  | 'token' // 190: expired, revoked or invalid token: the account needs reconnecting
  | 'permission' // 10, 200-299: a permission was not granted
  | 'window' // 10/2534022: a message outside Instagram's window (7 days for a private reply)
  | 'rate_limited' // 4, 17, 32, 613, 80002, 341, and 368 (temporarily blocked): wait, try again
  | 'not_found' // 100/33: the object is gone or not ours
  | 'invalid' // other 100s and OAuth form errors
  | 'unavailable' // network failure, timeout, 5xx, transient codes 1 and 2
  | 'unexpected' // an answer whose shape we do not understand

export interface InstagramErrorInit {
  kind: InstagramErrorKind
  message: string
  code?: number
  subcode?: number
  status?: number
  retryAfterSeconds?: number
  cause?: unknown
}

export class InstagramError extends Error {
  readonly kind: InstagramErrorKind
  readonly code: number | undefined
  readonly subcode: number | undefined
  readonly status: number | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(init: InstagramErrorInit) {
    super(init.message, { cause: init.cause })
    this.name = 'InstagramError'
    this.kind = init.kind
    this.code = init.code
    this.subcode = init.subcode
    this.status = init.status
    this.retryAfterSeconds = init.retryAfterSeconds
  }

  // Worth trying again later (after retryAfterSeconds, when set); anything else needs a person.
  get transient(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable'
  }
}

// 368 is "temporarily blocked" for a policy breach (spam suspicion). The block lifts by itself,
// after minutes or hours, so it is a long wait like a rate limit, never a permanent refusal.
export const BLOCKED_CODE = 368
export const BLOCKED_RETRY_SECONDS = 30 * 60
const RATE_LIMIT_CODES = new Set([4, 17, 32, 341, 613, 80002, BLOCKED_CODE])

// How long to wait before trying again after a rate limit: a block's long backoff, or until the
// usage header says the allowance has recovered (at least a minute).
export function rateLimitRetrySeconds(code: number | undefined, regainAfterMinutes = 0): number {
  if (code === BLOCKED_CODE) return Math.max(BLOCKED_RETRY_SECONDS, regainAfterMinutes * 60)
  return Math.max(60, regainAfterMinutes * 60)
}

export const OUTSIDE_WINDOW_SUBCODE = 2534022

export function classifyGraphError(
  code: number | undefined,
  subcode: number | undefined,
): InstagramErrorKind {
  if (code === 190) return 'token'
  if (code !== undefined && RATE_LIMIT_CODES.has(code)) return 'rate_limited'
  // Code 10 also says "outside the allowed window": a rule about time, not a missing permission,
  // so a person is never asked to reconnect for it.
  if (code === 10 && subcode === OUTSIDE_WINDOW_SUBCODE) return 'window'
  if (code === 10 || (code !== undefined && code >= 200 && code < 300)) return 'permission'
  if (code === 100 && subcode === 33) return 'not_found'
  if (code === 1 || code === 2) return 'unavailable'
  return 'invalid'
}

// What a person is told, per kind; Instagram's own text goes to the logs.
export const USER_MESSAGES: Record<InstagramErrorKind, string> = {
  token: 'Instagram no longer accepts this account’s access. Please reconnect the account.',
  permission:
    'Instagram did not grant the permissions Flock needs. Please connect again and allow all requested permissions.',
  window: 'Instagram allows a private reply only within 7 days of the comment; this one is older.',
  rate_limited:
    'Instagram is limiting requests for this account right now. Please try again later.',
  not_found: 'Instagram could not find that item; it may have been deleted.',
  invalid: 'Instagram rejected the request.',
  unavailable: 'Instagram is not responding right now. Please try again in a few minutes.',
  unexpected: 'Instagram answered in a way Flock did not understand. Please try again later.',
}

// Instagram's refusal of a second private reply to one comment: proof that one was delivered.
// The contract says 10900; production tools log 100/2534025 ("The comment is invalid for a
// private reply") for the same case. 2534025 alone is not proof, since a first attempt may get it
// for another reason, so it counts only after an earlier attempt whose answer was lost.
export const ALREADY_PRIVATELY_REPLIED_CODE = 10900
const ALREADY_PRIVATELY_REPLIED_SUBCODE = 2534025

export function refusedAsAlreadyPrivatelyReplied(error: unknown, afterEarlierAttempt: boolean) {
  if (!(error instanceof InstagramError)) return false
  if (error.code === ALREADY_PRIVATELY_REPLIED_CODE) return true
  return (
    afterEarlierAttempt && error.code === 100 && error.subcode === ALREADY_PRIVATELY_REPLIED_SUBCODE
  )
}
