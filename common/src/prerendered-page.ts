// The first pages a church opens (/ and /login) are rendered at build time into their own copies
// of index.html (scripts/vite-route-pages.ts), so a phone paints them before any script has run.
// The build cannot know the agency's name, so it writes these slots; the server fills them once
// at start-up (server/src/plugins/route-pages.ts). Decision 061.

// In the page's text and title: the agency's name, HTML-escaped.
export const SITE_NAME_SLOT = '%FLOCK_SITE_NAME%'
// The content of <meta name="flock-site">: the /api/site answer as JSON, attribute-escaped, so
// the app starts with the name the page already shows instead of asking for it.
export const SITE_SLOT = '%FLOCK_SITE%'
export const SITE_META = 'flock-site'

// A prerendered copy is only ever sent to someone the server found signed out, and says so, so
// the app starts signed out instead of asking /api/me before it can show the page.
export const SESSION_META = 'flock-session'
export const SIGNED_OUT = 'signed-out'
