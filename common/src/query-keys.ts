// Every TanStack Query key of the web app, spelled once. It lives in common/ because the
// realtime mapping (realtime-invalidation.ts) names the same keys; web code imports it through
// `@/lib/query-keys`. Keys are hierarchical: invalidating a prefix such as
// `queryKeys.organizations.all()` refreshes every query under it (decision 038).
export type TQueryKey = readonly unknown[]

const ORGANIZATIONS = 'organizations'
const ACCOUNTS = 'accounts'
const COMMENTS = 'comments'
const POSTS = 'posts'
// Posts Flock publishes (decision 071); `POSTS` under an account is Instagram's synced posts.
const PUBLISHING = 'publishing-posts'

export const queryKeys = {
  me: () => ['me'] as const,
  adminSetup: () => ['admin-setup'] as const,
  dashboard: () => ['dashboard'] as const,
  reports: (filter: { from: string; to: string; organizationId?: string; accountId?: string }) =>
    ['reports', filter] as const,
  // Every report at once (a new response target changes them all).
  allReports: () => ['reports'] as const,
  reportSettings: () => ['settings', 'reports'] as const,
  notifications: () => ['notifications'] as const,
  backups: () => ['settings', 'backups'] as const,
  dataDeletion: (code: string | null) => ['data-deletion', code] as const,
  site: () => ['site'] as const,
  team: () => ['team'] as const,
  assignees: (search: string) => ['team', 'assignees', search] as const,
  outbox: () => ['settings', 'outbox'] as const,
  invitation: (token: string) => ['invitation', token] as const,
  passwordReset: (token: string) => ['password-reset', token] as const,
  presence: () => ['presence'] as const,
  labels: {
    all: () => ['labels'] as const,
    list: (search: string) => ['labels', search] as const,
  },
  rules: () => ['settings', 'rules'] as const,
  hiddenWords: (routeId: string) => ['hidden-words', routeId] as const,
  savedReplies: {
    all: () => ['saved-replies'] as const,
    list: (search: string) => ['saved-replies', 'list', search] as const,
  },
  // The church and commenter details a saved reply's variables are filled from.
  replyVariables: (target: { kind: 'comment' | 'conversation' | 'post'; id: string }) =>
    ['reply-variables', target.kind, target.id] as const,

  organizations: {
    all: () => [ORGANIZATIONS] as const,
    lists: () => [ORGANIZATIONS, 'list'] as const,
    list: (filter: { search: string; limit: number }) => [ORGANIZATIONS, 'list', filter] as const,
    options: () => [ORGANIZATIONS, 'options'] as const,
    // The pickers: a search, or the ids a saved filter names.
    picker: (filter: { search?: string; ids?: string[] }) =>
      [ORGANIZATIONS, 'picker', filter] as const,
    one: (routeId: string) => [ORGANIZATIONS, routeId] as const,
    summary: (routeId: string) => [ORGANIZATIONS, routeId, 'summary'] as const,
    accounts: (routeId: string) => [ORGANIZATIONS, routeId, ACCOUNTS] as const,
    members: (routeId: string) => [ORGANIZATIONS, routeId, 'members'] as const,
  },

  accounts: {
    all: () => [ACCOUNTS] as const,
    list: (filter: { search?: string; organizationId?: string }) =>
      [ACCOUNTS, 'list', filter] as const,
    options: () => [ACCOUNTS, 'options'] as const,
    picker: (filter: { search?: string; ids?: string[] }) => [ACCOUNTS, 'picker', filter] as const,
    // The inbox's post filter: a search within accounts or churches, or the post a filter names.
    postPicker: (filter: object) => [ACCOUNTS, 'post-picker', filter] as const,
    logoChoices: (routeId: string) => [ACCOUNTS, 'logo-choices', routeId] as const,
    one: (accountId: string) => [ACCOUNTS, accountId] as const,
    // Under the account's own key, so whatever refreshes the account refreshes its posts.
    posts: (accountId: string) => [ACCOUNTS, accountId, POSTS] as const,
  },

  comments: {
    all: () => [COMMENTS] as const,
    lists: () => [COMMENTS, 'list'] as const,
    // The inbox's view and filters (web/src/features/comments/api/list-comments.ts).
    list: (filters: object) => [COMMENTS, 'list', filters] as const,
    counts: (filters: object) => [COMMENTS, 'counts', filters] as const,
    detail: (commentId: string) => [COMMENTS, 'detail', commentId] as const,
    // A bulk hide, unhide or delete's progress.
    bulk: (id: string) => [COMMENTS, 'bulk', id] as const,
  },

  // A church's pastoral care and conversations, under its organization's key.
  pastoral: {
    settings: (routeId: string) => [ORGANIZATIONS, routeId, 'pastoral-settings'] as const,
    cases: (routeId: string) => [ORGANIZATIONS, routeId, 'pastoral-care'] as const,
  },
  // Replies waiting for the church's approval, its decisions, and its approval setting.
  approvals: {
    list: (routeId: string) => [ORGANIZATIONS, routeId, 'approvals'] as const,
    decisions: (routeId: string) => [ORGANIZATIONS, routeId, 'approval-decisions'] as const,
    settings: (routeId: string) => [ORGANIZATIONS, routeId, 'approval-settings'] as const,
    // Held direct messages (decision 075), for those allowed to read the church's messages.
    messages: (routeId: string) => [ORGANIZATIONS, routeId, 'message-approvals'] as const,
  },
  businessHours: (routeId: string) => [ORGANIZATIONS, routeId, 'business-hours'] as const,
  // A church's media library (decision 065).
  assets: (routeId: string) => [ORGANIZATIONS, routeId, 'assets'] as const,
  // Posts Flock publishes: the agency's calendar, a church's, one post, an account's quota; and a
  // church's publishing settings (sign-off, freeze), under its organization's key.
  posts: {
    all: () => [PUBLISHING] as const,
    list: (filter: object) => [PUBLISHING, 'list', filter] as const,
    church: (routeId: string, filter: object) => [PUBLISHING, 'church', routeId, filter] as const,
    one: (postId: string) => [PUBLISHING, 'one', postId] as const,
    limit: (accountId: string) => [PUBLISHING, 'limit', accountId] as const,
    settings: (routeId: string) => [ORGANIZATIONS, routeId, 'publishing-settings'] as const,
    freeze: () => [PUBLISHING, 'freeze'] as const,
  },
  // The composer's and calendar's pickers, under the keys their events refresh.
  postPickers: {
    churches: () => [ORGANIZATIONS, 'list', 'publishing'] as const,
    accounts: (organizationId: string) => [ACCOUNTS, 'list', 'publishing', organizationId] as const,
  },
  conversations: {
    all: (routeId: string) => [ORGANIZATIONS, routeId, 'conversations'] as const,
    list: (routeId: string, filters: { state: string; search?: string }) =>
      [ORGANIZATIONS, routeId, 'conversations', filters] as const,
  },
}

// True for every cached query that shows comment cards: the inbox pages and the posts of any
// account (whose id sits in the middle of the key, so no single prefix covers them).
export function showsComments(key: TQueryKey): boolean {
  const [inbox, list] = queryKeys.comments.lists()
  if (key[0] === inbox && key[1] === list) return true
  const [accounts, , posts] = queryKeys.accounts.posts('')
  return key[0] === accounts && key[2] === posts
}
