// The web app's pages that account e-mails link to (web/src/config/paths.ts has the same).
export const ACCOUNT_PATHS = {
  resetPassword: '/reset-password',
  // better-auth appends &error=… when a confirmation link is expired or was already used.
  emailChanged: '/settings/account?email=confirmed',
} as const
