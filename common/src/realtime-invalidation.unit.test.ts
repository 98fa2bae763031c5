import { describe, expect, it } from 'vitest'
import type { TRealtimeEvent } from './events'
import { queryKeys, type TQueryKey } from './query-keys'
import { covers, invalidationsFor, reaches } from './realtime-invalidation'

// Two churches: Grace (two accounts) and Hope (one), with an agency user's screens open on both.
const GRACE = 'org-id-grace'
const HOPE = 'org-id-hope'
const GRACE_ROUTE = 'org-grace'
const HOPE_ROUTE = 'org-hope'
const [GRACE_MAIN, GRACE_YOUTH, HOPE_MAIN] = ['acc-grace-main', 'acc-grace-youth', 'acc-hope-main']

const inbox = (filter: { organizationIds?: string[]; accountIds?: string[] }) => ({
  view: 'all',
  organizationIds: [],
  accountIds: [],
  sort: 'newest',
  ...filter,
})

// What a busy agency browser has cached, by name, with the answers the mapping may read.
const CACHED: Record<string, { key: TQueryKey; data?: unknown }> = {
  inboxAll: { key: queryKeys.comments.list(inbox({})) },
  inboxGrace: { key: queryKeys.comments.list(inbox({ organizationIds: [GRACE] })) },
  inboxHope: { key: queryKeys.comments.list(inbox({ organizationIds: [HOPE] })) },
  inboxGraceOrHope: { key: queryKeys.comments.list(inbox({ organizationIds: [HOPE, GRACE] })) },
  inboxGraceMain: { key: queryKeys.comments.list(inbox({ accountIds: [GRACE_MAIN] })) },
  inboxGraceYouth: { key: queryKeys.comments.list(inbox({ accountIds: [GRACE_YOUTH] })) },
  countsAll: { key: queryKeys.comments.counts(inbox({})) },
  countsHope: { key: queryKeys.comments.counts(inbox({ organizationIds: [HOPE] })) },
  detailMain: {
    key: queryKeys.comments.detail('c-main'),
    data: { comment: { id: 'c-main', accountId: GRACE_MAIN } },
  },
  detailYouth: {
    key: queryKeys.comments.detail('c-youth'),
    data: { comment: { id: 'c-youth', accountId: GRACE_YOUTH }, otherComments: [{ id: 'c-9' }] },
  },
  // The same person commented on Grace's main account too: c-main is among their others.
  detailSamePerson: {
    key: queryKeys.comments.detail('c-same-person'),
    data: { comment: { accountId: GRACE_YOUTH }, otherComments: [{ id: 'c-main' }] },
  },
  detailHope: {
    key: queryKeys.comments.detail('c-hope'),
    data: { comment: { id: 'c-hope', accountId: HOPE_MAIN } },
  },
  accountsAll: { key: queryKeys.accounts.list({}) },
  accountsGrace: { key: queryKeys.accounts.list({ organizationId: GRACE }) },
  accountsHope: { key: queryKeys.accounts.list({ organizationId: HOPE }) },
  accountMain: { key: queryKeys.accounts.one(GRACE_MAIN) },
  postsMain: { key: queryKeys.accounts.posts(GRACE_MAIN) },
  accountYouth: { key: queryKeys.accounts.one(GRACE_YOUTH) },
  accountHope: { key: queryKeys.accounts.one(HOPE_MAIN) },
  postsHope: { key: queryKeys.accounts.posts(HOPE_MAIN) },
  accountPicker: { key: queryKeys.accounts.picker({ search: 'gr' }) },
  logoChoicesGrace: { key: queryKeys.accounts.logoChoices(GRACE_ROUTE) },
  logoChoicesHope: { key: queryKeys.accounts.logoChoices(HOPE_ROUTE) },
  churches: { key: queryKeys.organizations.list({ search: '', limit: 24 }) },
  churchOptions: { key: queryKeys.organizations.options() },
  grace: { key: queryKeys.organizations.one(GRACE_ROUTE), data: { id: GRACE } },
  graceSummary: { key: queryKeys.organizations.summary(GRACE_ROUTE) },
  graceAccounts: { key: queryKeys.organizations.accounts(GRACE_ROUTE) },
  graceApprovals: { key: queryKeys.approvals.list(GRACE_ROUTE) },
  hope: { key: queryKeys.organizations.one(HOPE_ROUTE), data: { id: HOPE } },
  hopeSummary: { key: queryKeys.organizations.summary(HOPE_ROUTE) },
  hopeAccounts: { key: queryKeys.organizations.accounts(HOPE_ROUTE) },
  dashboard: { key: queryKeys.dashboard() },
  notifications: { key: queryKeys.notifications() },
  me: { key: queryKeys.me(), data: { organization: null } },
  presence: { key: queryKeys.presence() },
  team: { key: queryKeys.team() },
  backups: { key: queryKeys.backups() },
}

function readFrom(cached: Record<string, { key: TQueryKey; data?: unknown }>) {
  return (key: TQueryKey) =>
    Object.values(cached).find((entry) => JSON.stringify(entry.key) === JSON.stringify(key))?.data
}

// The names of the cached queries an event makes stale.
function stale(event: TRealtimeEvent, cached = CACHED): string[] {
  const read = readFrom(cached)
  return Object.entries(cached)
    .filter(([, { key, data }]) =>
      invalidationsFor(event).some((invalidation) =>
        reaches(invalidation, { queryKey: key, state: { data } }, read),
      ),
    )
    .map(([name]) => name)
}

const commentChanged = (accountId: string, commentId: string): TRealtimeEvent => ({
  type: 'comment.changed',
  organizationId: accountId === HOPE_MAIN ? HOPE : GRACE,
  accountId,
  commentId,
  change: 'created',
})

describe('invalidationsFor', () => {
  it('refreshes one comment, the inbox views that may show it, its account and its church', () => {
    expect(stale(commentChanged(GRACE_MAIN, 'c-main')).sort()).toEqual(
      [
        'inboxAll',
        'inboxGrace',
        'inboxGraceOrHope',
        'inboxGraceMain',
        'countsAll',
        'detailMain',
        'detailSamePerson',
        'accountsAll',
        'accountsGrace',
        'accountMain',
        'postsMain',
        'accountPicker',
        'logoChoicesGrace',
        'churches',
        'churchOptions',
        'grace',
        'graceSummary',
        'graceAccounts',
        'graceApprovals',
        'dashboard',
        'notifications',
      ].sort(),
    )
  })

  it('leaves another church, another account and another comment alone on a comment change', () => {
    const touched = stale(commentChanged(GRACE_MAIN, 'c-main'))
    for (const name of [
      'inboxHope',
      'inboxGraceYouth',
      'countsHope',
      'detailYouth',
      'detailHope',
      'accountsHope',
      'accountYouth',
      'accountHope',
      'postsHope',
      'logoChoicesHope',
      'hope',
      'hopeSummary',
      'hopeAccounts',
      'me',
      'presence',
      'team',
      'backups',
    ])
      expect(touched, name).not.toContain(name)
  })

  it('refreshes an account, its church, and its comments (not others) when the account changes', () => {
    const event: TRealtimeEvent = {
      type: 'account.updated',
      organizationId: HOPE,
      accountId: HOPE_MAIN,
      change: 'revoked',
    }
    expect(stale(event).sort()).toEqual(
      [
        'inboxAll',
        'inboxHope',
        'inboxGraceOrHope',
        'countsAll',
        'countsHope',
        'detailHope',
        'accountsAll',
        'accountsHope',
        'accountHope',
        'postsHope',
        'accountPicker',
        'logoChoicesHope',
        'churches',
        'churchOptions',
        'hope',
        'hopeSummary',
        'hopeAccounts',
        'dashboard',
        'notifications',
      ].sort(),
    )
  })

  it('leaves the inbox alone on sync progress ticks', () => {
    const event: TRealtimeEvent = {
      type: 'account.updated',
      organizationId: HOPE,
      accountId: HOPE_MAIN,
      change: 'sync_progress',
    }
    expect(stale(event).filter((name) => /^(inbox|counts|detail)/.test(name))).toEqual([])
    expect(stale(event)).toContain('accountHope')
  })

  it('refreshes the church lists and that church’s pages, the dashboard and "me" when a church changes', () => {
    for (const type of ['organization.created', 'organization.updated'] as const)
      expect(stale({ type, organizationId: GRACE }).sort()).toEqual(
        [
          'churches',
          'churchOptions',
          'grace',
          'graceSummary',
          'graceAccounts',
          'graceApprovals',
          'dashboard',
          'me',
        ].sort(),
      )
  })

  it('refreshes only who is replying on presence, and the comment and its church’s lists on a note or label', () => {
    const event = (change: 'presence' | 'noted' | 'labelled'): TRealtimeEvent => ({
      type: 'comment.team',
      organizationId: HOPE,
      commentId: 'c-hope',
      change,
    })
    expect(stale(event('presence'))).toEqual(['presence'])
    for (const change of ['noted', 'labelled'] as const)
      expect(stale(event(change)).sort()).toEqual(
        [
          'inboxAll',
          'inboxHope',
          'inboxGraceOrHope',
          // The event names no account, so an account filter cannot rule the comment out.
          'inboxGraceMain',
          'inboxGraceYouth',
          'detailHope',
        ].sort(),
      )
  })

  it('refreshes only notifications when a notification changes', () => {
    expect(stale({ type: 'notification.changed', organizationId: GRACE })).toEqual([
      'notifications',
    ])
  })

  it('knows a church user’s pages from who is signed in, and refreshes pages of a church it cannot name', () => {
    const cached = {
      me: { key: queryKeys.me(), data: { organization: { id: GRACE, routeId: GRACE_ROUTE } } },
      graceApprovals: { key: queryKeys.approvals.list(GRACE_ROUTE) },
      unknownSummary: { key: queryKeys.organizations.summary('org-unknown') },
    }
    expect(stale(commentChanged(HOPE_MAIN, 'c-hope'), cached)).toEqual(['unknownSummary'])
    expect(stale(commentChanged(GRACE_MAIN, 'c-main'), cached)).toEqual([
      'graceApprovals',
      'unknownSummary',
    ])
  })

  it('refreshes every kind of account query that is not one account’s own on any account’s change', () => {
    // A key added to the factory later is refreshed unless the mapping learns it is one account's.
    const named = Object.entries(queryKeys.accounts).filter(
      ([name]) => name !== 'one' && name !== 'posts',
    )
    for (const [name, key] of named) {
      const queryKey = (key as (arg: string) => TQueryKey)('org-unknown')
      const reached = invalidationsFor(commentChanged(HOPE_MAIN, 'c-hope')).some((invalidation) =>
        reaches(invalidation, { queryKey, state: {} }, () => undefined),
      )
      expect(reached, name).toBe(true)
    }
  })
})

describe('covers', () => {
  it('lets a broad invalidation stand for narrower ones, and a scoped one only for its twin', () => {
    const scope = { organizationId: GRACE }
    expect(covers({ queryKey: ['comments'] }, { queryKey: ['comments', 'list'], scope })).toBe(true)
    expect(covers({ queryKey: ['comments'], scope }, { queryKey: ['comments'], scope })).toBe(true)
    expect(
      covers(
        { queryKey: ['comments'], scope },
        { queryKey: ['comments'], scope: { organizationId: HOPE } },
      ),
    ).toBe(false)
    expect(covers({ queryKey: ['comments'], scope }, { queryKey: ['comments', 'list'] })).toBe(
      false,
    )
    expect(covers({ queryKey: ['comments', 'list'] }, { queryKey: ['comments'] })).toBe(false)
  })
})
