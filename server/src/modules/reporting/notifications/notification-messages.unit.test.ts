import { describe, expect, it } from 'vitest'
import {
  commentsAwaitingMessage,
  needsReconnectionMessage,
  replyFailedMessage,
  tokenExpiringMessage,
} from './notification-messages'

describe('notification messages', () => {
  it('counts awaiting comments in the singular and the plural', () => {
    expect(commentsAwaitingMessage(1, 'grace')).toBe('1 new comment awaiting a reply on @grace')
    expect(commentsAwaitingMessage(3, 'grace')).toBe('3 new comments awaiting a reply on @grace')
  })

  it('names the commenter of a failed reply, and quotes Instagram’s reason as is', () => {
    expect(
      replyFailedMessage({
        kind: 'reply',
        account: 'grace',
        commenter: 'ann',
        reason: 'The comment was deleted on Instagram.',
      }),
    ).toBe('A reply to @ann on @grace could not be sent: The comment was deleted on Instagram.')
    expect(
      replyFailedMessage({ kind: 'comment', account: 'grace', commenter: null, reason: null }),
    ).toBe('A comment from @grace could not be sent.')
    expect(
      replyFailedMessage({ kind: 'reply', account: 'grace', commenter: null, reason: null }),
    ).toBe('A comment from @grace could not be sent.')
  })

  it('says why an account needs reconnection when the reason is known', () => {
    expect(needsReconnectionMessage('grace', 'The password was changed.')).toBe(
      '@grace needs reconnection: The password was changed.',
    )
    expect(needsReconnectionMessage('grace', null)).toBe('@grace needs reconnection.')
  })

  describe('tokenExpiringMessage', () => {
    const now = new Date('2026-03-01T12:00:00Z')
    const after = (ms: number) => new Date(now.getTime() + ms)
    const HOUR = 3600_000

    it('rounds days up, so it never promises more time than is left', () => {
      expect(tokenExpiringMessage('grace', after(4 * 24 * HOUR + 1), now)).toBe(
        "@grace's Instagram access expires in 5 days",
      )
      expect(tokenExpiringMessage('grace', after(24 * HOUR), now)).toBe(
        "@grace's Instagram access expires in 1 day",
      )
    })

    it('counts hours on the last day, singular for one', () => {
      expect(tokenExpiringMessage('grace', after(23 * HOUR + 1), now)).toBe(
        "@grace's Instagram access expires in 24 hours",
      )
      expect(tokenExpiringMessage('grace', after(HOUR), now)).toBe(
        "@grace's Instagram access expires in 1 hour",
      )
      expect(tokenExpiringMessage('grace', after(1), now)).toBe(
        "@grace's Instagram access expires in 1 hour",
      )
    })

    it('says the access has expired once the moment has passed', () => {
      expect(tokenExpiringMessage('grace', now, now)).toBe("@grace's Instagram access has expired")
      expect(tokenExpiringMessage('grace', after(-HOUR), now)).toBe(
        "@grace's Instagram access has expired",
      )
    })
  })
})
