import { describe, expect, it } from 'vitest'
import { AppError } from '../../lib/app-error'
import {
  BLOCKED_CODE,
  BLOCKED_RETRY_SECONDS,
  classifyGraphError,
  InstagramError,
  type InstagramErrorKind,
  rateLimitRetrySeconds,
  USER_MESSAGES,
} from './errors'
import { instagramFailure } from './instagram-failure'

const failure = (kind: InstagramErrorKind, message = 'Instagram said no') =>
  new InstagramError({ kind, message })

describe("an Instagram failure during a person's request", () => {
  it('becomes an AppError with a status and a message a person can act on', () => {
    const cases: [InstagramErrorKind, string, number][] = [
      ['rate_limited', 'INSTAGRAM_RATE_LIMITED', 429],
      ['unavailable', 'INSTAGRAM_UNAVAILABLE', 503],
      ['unexpected', 'INSTAGRAM_UNAVAILABLE', 503],
      ['token', 'ACCOUNT_NOT_CONNECTED', 409],
      ['not_found', 'NOT_FOUND', 404],
      ['permission', 'INSTAGRAM_REJECTED', 400],
      ['invalid', 'INSTAGRAM_REJECTED', 400],
    ]
    for (const [kind, code, statusCode] of cases) {
      const cause = failure(kind)
      const error = instagramFailure(cause)
      expect(error, kind).toBeInstanceOf(AppError)
      expect(error, kind).toMatchObject({ code, statusCode, cause })
      expect(error.message, kind).toContain(USER_MESSAGES[kind])
    }
  })

  it("adds Instagram's own words only when it refused the request itself", () => {
    expect(instagramFailure(failure('invalid', 'Text too long')).message).toBe(
      `${USER_MESSAGES.invalid} Text too long`,
    )
    expect(instagramFailure(failure('unavailable', 'socket hang up')).message).toBe(
      USER_MESSAGES.unavailable,
    )
  })

  it('passes on any other error unchanged, and wraps what is not an Error', () => {
    const other = new AppError('NOT_FOUND', 'Comment not found')
    expect(instagramFailure(other)).toBe(other)
    const wrapped = instagramFailure('boom')
    expect(wrapped).toBeInstanceOf(Error)
    expect(wrapped.message).toBe('boom')
  })
})

describe("Instagram's error codes", () => {
  it('are sorted into the kinds services act on', () => {
    expect(classifyGraphError(190, undefined)).toBe('token')
    for (const code of [4, 17, 32, 341, 613, 80002, BLOCKED_CODE])
      expect(classifyGraphError(code, undefined), String(code)).toBe('rate_limited')
    expect(classifyGraphError(10, undefined)).toBe('permission')
    expect(classifyGraphError(200, undefined)).toBe('permission')
    expect(classifyGraphError(299, undefined)).toBe('permission')
    expect(classifyGraphError(100, 33)).toBe('not_found')
    expect(classifyGraphError(100, undefined)).toBe('invalid')
    expect(classifyGraphError(1, undefined)).toBe('unavailable')
    expect(classifyGraphError(2, undefined)).toBe('unavailable')
    expect(classifyGraphError(undefined, undefined)).toBe('invalid')
  })

  it('say which failures are worth trying again', () => {
    const transient = (['rate_limited', 'unavailable'] as const).map((k) => failure(k).transient)
    expect(transient).toEqual([true, true])
    for (const kind of ['token', 'permission', 'not_found', 'invalid', 'unexpected'] as const)
      expect(failure(kind).transient, kind).toBe(false)
  })
})

describe('the wait after a rate limit', () => {
  it('is at least a minute, or until the usage header says the allowance is back', () => {
    expect(rateLimitRetrySeconds(4)).toBe(60)
    expect(rateLimitRetrySeconds(4, 0.5)).toBe(60)
    expect(rateLimitRetrySeconds(4, 12)).toBe(720)
  })

  it('is long after a temporary block, and longer if the header says so', () => {
    expect(rateLimitRetrySeconds(BLOCKED_CODE)).toBe(BLOCKED_RETRY_SECONDS)
    expect(rateLimitRetrySeconds(BLOCKED_CODE, 60)).toBe(3600)
  })
})
