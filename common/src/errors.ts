// Every API error has this shape; the web client switches on `code`, never on `message`.
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  BAD_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  WRONG_PORTAL: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  ORGANIZATION_NAME_TAKEN: 409,
  ADMIN_EXISTS: 409,
  INVALID_SETUP_CODE: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const

export type ErrorCode = keyof typeof ERROR_CODES

export interface ApiError {
  code: ErrorCode | string
  message: string
}
