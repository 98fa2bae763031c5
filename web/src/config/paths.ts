// Every route path of the web app, in one place; links use these, never string literals.
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  adminLogin: { path: '/admin-login', getHref: () => '/admin-login' },
  createAdmin: { path: '/create-admin', getHref: () => '/create-admin' },
  portal: { path: '/portal', getHref: () => '/portal' },
  conversations: { path: '/portal/conversations', getHref: () => '/portal/conversations' },
  pastoralCare: { path: '/portal/pastoral-care', getHref: () => '/portal/pastoral-care' },
  approvals: { path: '/portal/approvals', getHref: () => '/portal/approvals' },
  mediaLibrary: { path: '/portal/media', getHref: () => '/portal/media' },
  organizationMedia: {
    path: '/organizations/:organizationId/media',
    getHref: (routeId: string) => `/organizations/${encodeURIComponent(routeId)}/media`,
  },
  portalCalendar: {
    path: '/portal/calendar',
    getHref: (query?: Record<string, string>) =>
      query ? `/portal/calendar?${new URLSearchParams(query)}` : '/portal/calendar',
  },
  // The agency's publishing calendar: /calendar?view=month&date=2026-12-06&org=<id>&state=scheduled
  calendar: {
    path: '/calendar',
    getHref: (query?: Record<string, string>) =>
      query ? `/calendar?${new URLSearchParams(query)}` : '/calendar',
  },
  // The composer: a new post (optionally for a church and day), or an existing one.
  newPost: {
    path: '/posts/new',
    getHref: (query?: Record<string, string>) =>
      query ? `/posts/new?${new URLSearchParams(query)}` : '/posts/new',
  },
  post: {
    path: '/posts/:postId',
    getHref: (id: string) => `/posts/${encodeURIComponent(id)}`,
  },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  organizations: { path: '/organizations', getHref: () => '/organizations' },
  organization: {
    path: '/organizations/:organizationId',
    getHref: (routeId: string) => `/organizations/${encodeURIComponent(routeId)}`,
  },
  accounts: { path: '/accounts', getHref: () => '/accounts' },
  account: {
    path: '/accounts/:accountId',
    getHref: (id: string) => `/accounts/${encodeURIComponent(id)}`,
  },
  comments: {
    path: '/comments',
    // A view of the inbox: /comments?view=open&account=<id> (use-inbox-filters.ts).
    getHref: (query?: Record<string, string>) =>
      query ? `/comments?${new URLSearchParams(query)}` : '/comments',
  },
  // One comment opened beside the list (or on its own screen on a phone); `search` keeps the
  // list's filters, so a reload or a shared link opens the same view.
  comment: {
    path: '/comments/:commentId',
    getHref: (id: string, search = '') => `/comments/${encodeURIComponent(id)}${search}`,
  },
  // A direct-message conversation opened beside the inbox, as a comment is.
  directConversation: {
    path: '/comments/conversations/:conversationId',
    getHref: (id: string, search = '') =>
      `/comments/conversations/${encodeURIComponent(id)}${search}`,
  },
  reports: { path: '/reports', getHref: () => '/reports' },
  portalReports: { path: '/portal/reports', getHref: () => '/portal/reports' },
  reportPrint: {
    path: '/reports/print',
    getHref: (organizationId: string, month: string) =>
      `/reports/print?org=${encodeURIComponent(organizationId)}&month=${encodeURIComponent(month)}`,
  },
  backupSettings: { path: '/settings/backups', getHref: () => '/settings/backups' },
  reportSettings: { path: '/settings/reports', getHref: () => '/settings/reports' },
  accountSettings: { path: '/settings/account', getHref: () => '/settings/account' },
  outbox: { path: '/settings/outbox', getHref: () => '/settings/outbox' },
  teamSettings: { path: '/settings/team', getHref: () => '/settings/team' },
  savedReplies: { path: '/settings/saved-replies', getHref: () => '/settings/saved-replies' },
  rules: { path: '/settings/rules', getHref: () => '/settings/rules' },
  acceptInvitation: {
    path: '/invitations/:token',
    getHref: (token: string) => `/invitations/${encodeURIComponent(token)}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  // The server's e-mails link here with the token (server/src/modules/identity/password-reset).
  resetPassword: {
    path: '/reset-password',
    getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  dataDeletion: {
    path: '/data-deletion',
    getHref: (code: string) => `/data-deletion?code=${encodeURIComponent(code)}`,
  },
  instagramCallback: {
    path: '/instagram-auth-callback',
    getHref: () => '/instagram-auth-callback',
  },
} as const
