import { INSTAGRAM_FEATURES, type InstagramFeature } from '../../config/instagram-features'

export interface InstagramConfig {
  appId: string
  appSecret: string
  // The Meta app's own secret, when it differs from the Instagram app secret: which of the two
  // signs webhooks and signed_request for Instagram Login apps is not documented, so both are
  // accepted.
  metaAppSecret?: string
  // Instagram's three hosts; with the simulator all three are its one address.
  authorizeUrl: string
  apiUrl: string
  graphUrl: string
  graphVersion: string
  redirectUri: string
  scopes: readonly string[]
  timeoutMs: number
  // Meta echoes it when verifying Flock's webhook callback.
  webhookVerifyToken: string
  // Posts younger than this many days have their comments read on every sync (default 7).
  recentPostDays?: number
}

// What every connection needs: the account's profile and posts, and its comments.
export const BASE_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
] as const

// The features an operator turns on, each with the one permission it needs. Meta refuses the
// whole login when a requested permission is not approved for the app, so a real app asks only
// for what the operator enabled (INSTAGRAM_FEATURES); the simulator offers all of them.
export const FEATURE_SCOPES = {
  // Direct messages, story replies and mentions in the inbox, and private replies to comments.
  messaging: 'instagram_business_manage_messages',
  // Reach and views of each post for the reports.
  insights: 'instagram_business_manage_insights',
  // Posts scheduled and published from Flock.
  publishing: 'instagram_business_content_publish',
} as const

export function scopesFor(features: readonly InstagramFeature[]): string[] {
  return [
    ...BASE_SCOPES,
    ...INSTAGRAM_FEATURES.filter((f) => features.includes(f)).map((f) => FEATURE_SCOPES[f]),
  ]
}

// Every permission Flock can use: what the simulator grants.
export const INSTAGRAM_SCOPES = scopesFor(INSTAGRAM_FEATURES)

export type SigningSecret = { name: 'instagram' | 'meta'; secret: string }

// The secrets a signature from Meta may be made with, the Instagram app secret first.
export function signingSecrets(config: InstagramConfig): SigningSecret[] {
  const secrets: SigningSecret[] = [{ name: 'instagram', secret: config.appSecret }]
  if (config.metaAppSecret && config.metaAppSecret !== config.appSecret)
    secrets.push({ name: 'meta', secret: config.metaAppSecret })
  return secrets.filter((s) => s.secret !== '')
}
