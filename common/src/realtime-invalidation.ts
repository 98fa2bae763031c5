import type { TRealtimeEvent } from './events'

export type TQueryKey = readonly unknown[]

// The web app's query keys an event makes stale. Keys are prefixes: ['organizations'] covers
// every organization query, ['accounts', id] every query about that one account.
export function queryKeysFor(event: TRealtimeEvent): TQueryKey[] {
  switch (event.type) {
    case 'organization.created':
    case 'organization.updated':
      return [['organizations'], ['dashboard'], ['me']]
    case 'account.updated': {
      const keys: TQueryKey[] = [['organizations'], ['accounts'], ['dashboard'], ['notifications']]
      // A finished sync, a deleted account and any change of connection (which decides whether
      // its comments can be answered) change the inbox; progress ticks do not.
      return event.change === 'sync_progress' ? keys : [...keys, ['comments']]
    }
    case 'comment.changed':
      return [
        ['comments'],
        // Pending counts show on the account lists and on the account's own page.
        ['accounts'],
        ['organizations'],
        ['dashboard'],
        ['notifications'],
      ]
    case 'notification.changed':
      return [['notifications']]
  }
}
