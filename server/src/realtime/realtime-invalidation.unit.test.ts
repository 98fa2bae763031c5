import { describe, expect, it } from 'vitest'
import type { TRealtimeEvent } from '@common/events'
import { queryKeysFor } from '@common/realtime-invalidation'

const organizationId = 'org-1'

describe('queryKeysFor', () => {
  it('refreshes organisations, the dashboard and "me" when an organisation changes', () => {
    for (const type of ['organization.created', 'organization.updated'] as const) {
      expect(queryKeysFor({ type, organizationId })).toEqual([
        ['organizations'],
        ['dashboard'],
        ['me'],
      ])
    }
  })

  it('refreshes every account view, and the inbox whose Reply depends on it, when an account changes', () => {
    const event: TRealtimeEvent = {
      type: 'account.updated',
      organizationId,
      accountId: 'acc-1',
      change: 'revoked',
    }
    expect(queryKeysFor(event)).toEqual([
      ['organizations'],
      ['accounts'],
      ['dashboard'],
      ['notifications'],
      ['comments'],
    ])
  })

  it('refreshes only who is replying on presence, and the comment and lists on a note or label', () => {
    const event = (change: 'presence' | 'noted' | 'labelled'): TRealtimeEvent => ({
      type: 'comment.team',
      organizationId,
      commentId: 'c-1',
      change,
    })
    expect(queryKeysFor(event('presence'))).toEqual([['presence']])
    for (const change of ['noted', 'labelled'] as const) {
      expect(queryKeysFor(event(change))).toEqual([
        ['comments', 'detail', 'c-1'],
        ['comments', 'list'],
      ])
    }
  })

  it('leaves the inbox alone on sync progress ticks', () => {
    const event: TRealtimeEvent = {
      type: 'account.updated',
      organizationId,
      accountId: 'acc-1',
      change: 'sync_progress',
    }
    expect(queryKeysFor(event)).not.toContainEqual(['comments'])
  })

  it('refreshes comments and only the one account a comment belongs to', () => {
    const event: TRealtimeEvent = {
      type: 'comment.changed',
      organizationId,
      accountId: 'acc-7',
      commentId: 'c-1',
      change: 'created',
    }
    expect(queryKeysFor(event)).toEqual([
      ['comments'],
      ['accounts'],
      ['organizations'],
      ['dashboard'],
      ['notifications'],
    ])
  })

  it('refreshes only notifications when a notification changes', () => {
    expect(queryKeysFor({ type: 'notification.changed', organizationId })).toEqual([
      ['notifications'],
    ])
  })
})
