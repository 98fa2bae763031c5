import type { TRealtimeEvent } from './events'
import { queryKeys, type TQueryKey } from './query-keys'

export type { TQueryKey } from './query-keys'

// The web app's query keys an event makes stale. Keys are prefixes: ['organizations'] covers
// every organization query, ['accounts', id] every query about that one account.
export function queryKeysFor(event: TRealtimeEvent): TQueryKey[] {
  switch (event.type) {
    case 'organization.created':
    case 'organization.updated':
      return [queryKeys.organizations.all(), queryKeys.dashboard(), queryKeys.me()]
    case 'account.updated': {
      const keys: TQueryKey[] = [
        queryKeys.organizations.all(),
        queryKeys.accounts.all(),
        queryKeys.dashboard(),
        queryKeys.notifications(),
      ]
      // A finished sync, a deleted account and any change of connection (which decides whether
      // its comments can be answered) change the inbox; progress ticks do not.
      return event.change === 'sync_progress' ? keys : [...keys, queryKeys.comments.all()]
    }
    case 'comment.changed':
      return [
        queryKeys.comments.all(),
        // Pending counts show on the account lists and on the account's own page.
        queryKeys.accounts.all(),
        queryKeys.organizations.all(),
        queryKeys.dashboard(),
        queryKeys.notifications(),
      ]
    case 'notification.changed':
      return [queryKeys.notifications()]
    case 'comment.team':
      return event.change === 'presence'
        ? [queryKeys.presence()]
        : [queryKeys.comments.detail(event.commentId), queryKeys.comments.lists()]
  }
}
