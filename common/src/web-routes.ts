// Every page path of the web app (web/src/config/paths.ts holds the same patterns with their
// links; web/src/config/paths.test.ts keeps the two in step). The server answers any other
// address 404, with the app's "Page not found" page as the body.
export const WEB_ROUTE_PATTERNS = [
  '/',
  '/login',
  '/admin-login',
  '/create-admin',
  '/portal',
  '/portal/conversations',
  '/portal/pastoral-care',
  '/portal/approvals',
  '/portal/media',
  '/portal/reports',
  '/portal/calendar',
  '/dashboard',
  '/organizations',
  '/organizations/:organizationId',
  '/organizations/:organizationId/media',
  '/accounts',
  '/accounts/:accountId',
  '/comments',
  '/comments/:commentId',
  '/comments/conversations/:conversationId',
  '/calendar',
  '/posts/new',
  '/posts/:postId',
  '/reports',
  '/reports/print',
  '/settings/backups',
  '/settings/reports',
  '/settings/account',
  '/settings/outbox',
  '/settings/team',
  '/settings/saved-replies',
  '/settings/rules',
  '/invitations/:token',
  '/forgot-password',
  '/reset-password',
  '/privacy-policy',
  '/terms',
  '/data-deletion',
  '/instagram-auth-callback',
] as const

const patterns = WEB_ROUTE_PATTERNS.map((pattern) => pattern.split('/').filter(Boolean))

// Whether a path (without its query) is one of the app's pages; a trailing slash is the same page.
export function isWebRoute(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  )
}
