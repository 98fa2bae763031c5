// Every API error has this shape; the web client switches on `code`, never on `message`.
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  CROSS_SITE_REQUEST: 403,
  WRONG_PORTAL: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  ORGANIZATION_NAME_TAKEN: 409,
  ADMIN_EXISTS: 409,
  INVALID_SETUP_CODE: 403,
  INVALID_STATE: 400,
  NO_ORGANIZATION: 403,
  INVALID_SIGNATURE: 401,
  INSTAGRAM_ACCOUNT_TAKEN: 409,
  ACCOUNT_NOT_CONNECTED: 409,
  ALREADY_RESPONDED: 409,
  REPLY_CHANGED: 409,
  COMMENT_HIDDEN: 409,
  // Done or reopened when the comment is not in the state that allows it (answered, hidden…).
  COMMENT_STATE_CHANGED: 409,
  UNFILLED_PLACEHOLDER: 400,
  PRIVATE_REPLY_EXPIRED: 400,
  ALREADY_PRIVATELY_REPLIED: 409,
  // A comment on a live broadcast: no public reply, a private one only while on air (077).
  LIVE_COMMENT_PRIVATE_ONLY: 409,
  LIVE_BROADCAST_ENDED: 409,
  // Direct messages (decision 072): outside Instagram's window, or the human-agent tag needed or
  // not available; the account has not allowed messaging; the text is over 1,000 bytes.
  WINDOW_CLOSED: 409,
  HUMAN_AGENT_UNAVAILABLE: 409,
  MESSAGING_NOT_ALLOWED: 409,
  PRIVATE_REPLY_NEEDS_RECONNECT: 409,
  WRONG_INSTAGRAM_ACCOUNT: 409,
  INSTAGRAM_REJECTED: 400,
  INSTAGRAM_RATE_LIMITED: 429,
  INSTAGRAM_UNAVAILABLE: 503,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  RATE_LIMITED: 429,
  LAST_OWNER: 409,
  ALREADY_FOLLOWED_UP: 409,
  // An approval or decline of a reply the church already decided on.
  ALREADY_DECIDED: 409,
  // An approval or decline of a reply the agency withdrew first (decision 053).
  REPLY_WITHDRAWN: 409,
  // A moderation rule's name already taken, or rules reordered from a stale list.
  RULE_CONFLICT: 409,
  ACCOUNT_DEACTIVATED: 403,
  // The agency requires two-factor sign-in and this teammate has not set it up (decision 073).
  TWO_FACTOR_SETUP_REQUIRED: 403,
  // Requiring it before the Owner has it, or resetting what is not set up.
  TWO_FACTOR_CONFLICT: 409,
  INVITATION_INVALID: 410,
  INVITATION_EMAIL_TAKEN: 409,
  // Publishing (decision 071): an edit from a stale copy, a post not in a state that allows the
  // change, Instagram's 50-a-day limit, a file Instagram could not fetch, a frozen church.
  POST_CHANGED: 409,
  POST_STATE_CHANGED: 409,
  PUBLISHING_LIMIT_REACHED: 409,
  MEDIA_NOT_REACHABLE: 422,
  PUBLISHING_FROZEN: 409,
  ASSET_IN_USE: 409,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATABASE_UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export interface ApiError {
  code: ErrorCode | string
  message: string
}
