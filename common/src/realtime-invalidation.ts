import type { TRealtimeEvent } from './events'
import type { TCommentDetail } from './schemas/comment-detail'
import { queryKeys, type TQueryKey } from './query-keys'

export type { TQueryKey } from './query-keys'

// The ids an event concerns. A query whose own ids or filter show it cannot contain them is
// left alone; one that might (or whose shape says nothing either way) is refreshed.
export interface InvalidationScope {
  organizationId: string
  accountId?: string
  commentId?: string
}

// What an event makes stale: every cached query under `queryKey`, narrowed by `scope` when given
// (decision 056). Plain data, so the batcher can drop duplicates gathered in one window.
export interface Invalidation {
  queryKey: TQueryKey
  scope?: InvalidationScope
}

// The cached query a filter is tried on: TanStack's Query has these two fields.
export interface CachedQuery {
  queryKey: TQueryKey
  state: { data?: unknown }
}

// Reads other cached answers: a church page is keyed by its route id, and only the church's own
// record (or who is signed in) says which organization that route id names.
export type CacheReader = (queryKey: TQueryKey) => unknown

// The queries an event touches. Dashboard and notifications are agency-wide sums, refreshed whole.
export function invalidationsFor(event: TRealtimeEvent): Invalidation[] {
  switch (event.type) {
    case 'organization.created':
    case 'organization.updated': {
      const scope = { organizationId: event.organizationId }
      return [
        { queryKey: queryKeys.organizations.all(), scope },
        { queryKey: queryKeys.dashboard() },
        { queryKey: queryKeys.me() },
      ]
    }
    case 'account.updated': {
      const scope = { organizationId: event.organizationId, accountId: event.accountId }
      const invalidations: Invalidation[] = [
        { queryKey: queryKeys.organizations.all(), scope },
        { queryKey: queryKeys.accounts.all(), scope },
        { queryKey: queryKeys.dashboard() },
        { queryKey: queryKeys.notifications() },
      ]
      // A finished sync, a deleted account and any change of connection (which decides whether
      // its comments can be answered) change the inbox; progress ticks do not.
      return event.change === 'sync_progress'
        ? invalidations
        : [...invalidations, { queryKey: queryKeys.comments.all(), scope }]
    }
    case 'comment.changed': {
      const { organizationId, accountId, commentId } = event
      return [
        { queryKey: queryKeys.comments.all(), scope: { organizationId, accountId, commentId } },
        // Pending counts show on the account lists, the account's own page and its church's.
        // Scoped no finer than they look, so a burst's events on one account are one filter.
        { queryKey: queryKeys.accounts.all(), scope: { organizationId, accountId } },
        { queryKey: queryKeys.organizations.all(), scope: { organizationId } },
        { queryKey: queryKeys.dashboard() },
        { queryKey: queryKeys.notifications() },
      ]
    }
    case 'notification.changed':
      return [{ queryKey: queryKeys.notifications() }]
    // Calendars and lists of posts, a post's detail, the church's approval list and settings.
    case 'post.changed':
      return [
        { queryKey: queryKeys.posts.all() },
        {
          queryKey: queryKeys.organizations.all(),
          scope: { organizationId: event.organizationId },
        },
      ]
    case 'comment.team':
      return event.change === 'presence'
        ? [{ queryKey: queryKeys.presence() }]
        : [
            { queryKey: queryKeys.comments.detail(event.commentId) },
            {
              queryKey: queryKeys.comments.lists(),
              scope: { organizationId: event.organizationId, commentId: event.commentId },
            },
          ]
  }
}

// Whether an invalidation reaches a cached query.
export function reaches(invalidation: Invalidation, query: CachedQuery, read: CacheReader) {
  const { queryKey, scope } = invalidation
  if (!startsWith(query.queryKey, queryKey)) return false
  if (!scope) return true
  switch (query.queryKey[0]) {
    case COMMENTS:
      return commentQueryMayShow(query, scope)
    case ACCOUNTS:
      return accountQueryMayShow(query.queryKey, scope, read)
    case ORGANIZATIONS:
      return organizationQueryMayShow(query.queryKey, scope, read)
    default:
      return true
  }
}

// True when `cover` reaches every query `other` reaches, so `other` adds nothing beside it.
export function covers(cover: Invalidation, other: Invalidation): boolean {
  if (!startsWith(other.queryKey, cover.queryKey)) return false
  return !cover.scope || JSON.stringify(cover.scope) === JSON.stringify(other.scope)
}

const [COMMENTS, COMMENT_LIST] = queryKeys.comments.lists()
const COMMENT_COUNTS = queryKeys.comments.counts({})[1]
const COMMENT_DETAIL = queryKeys.comments.detail('')[1]
const [ACCOUNTS, ACCOUNT_LIST] = queryKeys.accounts.list({})
const ACCOUNT_LOGO_CHOICES = queryKeys.accounts.logoChoices('')[1]
// Every key under ['accounts', x] where x names a kind of query rather than one account.
const ACCOUNT_NAMED_KEYS: unknown[] = [
  ACCOUNT_LIST,
  ACCOUNT_LOGO_CHOICES,
  queryKeys.accounts.options()[1],
  queryKeys.accounts.picker({})[1],
  queryKeys.accounts.postPicker({})[1],
]
const [ORGANIZATIONS] = queryKeys.organizations.all()
// Every key under ['organizations', x] where x is not a church's route id.
const ORGANIZATION_NAMED_KEYS: unknown[] = [
  queryKeys.organizations.lists()[1],
  queryKeys.organizations.options()[1],
  queryKeys.organizations.picker({})[1],
]

// An inbox list or count shows the thread unless its filter names other churches or accounts
// (the server ANDs the two); a comment's detail shows that comment and its commenter's others.
function commentQueryMayShow(query: CachedQuery, scope: InvalidationScope): boolean {
  const [, kind, subject] = query.queryKey
  if (kind === COMMENT_LIST || kind === COMMENT_COUNTS) {
    const filter = (subject ?? {}) as { organizationIds?: unknown; accountIds?: unknown }
    return (
      mayInclude(filter.organizationIds, scope.organizationId) &&
      mayInclude(filter.accountIds, scope.accountId)
    )
  }
  if (kind === COMMENT_DETAIL) {
    const shown = query.state.data as Partial<TCommentDetail> | undefined
    // The detail lists the same person's other comments with their status.
    if (scope.commentId)
      return (
        subject === scope.commentId ||
        (shown?.otherComments ?? []).some((other) => other.id === scope.commentId)
      )
    const accountId = shown?.comment?.accountId
    return !scope.accountId || accountId === undefined || accountId === scope.accountId
  }
  return true
}

// One account's page and posts are about that account; the account lists about everyone's,
// unless filtered to another church; the logo choices about one church's accounts.
function accountQueryMayShow(key: TQueryKey, scope: InvalidationScope, read: CacheReader) {
  const [, kind, subject] = key
  if (kind === ACCOUNT_LIST) {
    const filter = (subject ?? {}) as { organizationId?: unknown }
    return !filter.organizationId || filter.organizationId === scope.organizationId
  }
  if (kind === ACCOUNT_LOGO_CHOICES) return mayBeChurch(subject, scope.organizationId, read)
  if (kind === undefined || ACCOUNT_NAMED_KEYS.includes(kind)) return true
  return !scope.accountId || kind === scope.accountId
}

// The church lists, options and pickers show every church; a church's pages only that church.
function organizationQueryMayShow(key: TQueryKey, scope: InvalidationScope, read: CacheReader) {
  const [, routeId] = key
  if (ORGANIZATION_NAMED_KEYS.includes(routeId)) return true
  return mayBeChurch(routeId, scope.organizationId, read)
}

// A route id is `org-<slug>`; the church's own cached record, or the signed-in church user's
// `me`, says which organization it is. Unknown: it may be this one.
function mayBeChurch(routeId: unknown, organizationId: string, read: CacheReader): boolean {
  if (typeof routeId !== 'string') return true
  const record = read(queryKeys.organizations.one(routeId)) as { id?: unknown } | undefined
  if (typeof record?.id === 'string') return record.id === organizationId
  const me = read(queryKeys.me()) as { organization?: { id: string; routeId: string } | null }
  if (me?.organization?.routeId === routeId) return me.organization.id === organizationId
  return true
}

// An id filter may include the id: no filter at all, an id we do not know, or a list with it.
function mayInclude(ids: unknown, id: string | undefined): boolean {
  if (!Array.isArray(ids) || ids.length === 0 || id === undefined) return true
  return ids.includes(id)
}

function startsWith(key: TQueryKey, prefix: TQueryKey): boolean {
  return prefix.every((part, index) => JSON.stringify(part) === JSON.stringify(key[index]))
}
