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

export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  // Private replies: a direct message to a commenter about their comment.
  'instagram_business_manage_messages',
  // Reach and views of each post for the reports; an account may connect without it.
  'instagram_business_manage_insights',
  // Publishing the posts the agency schedules (decision 071).
  'instagram_business_content_publish',
] as const

export type SigningSecret = { name: 'instagram' | 'meta'; secret: string }

// The secrets a signature from Meta may be made with, the Instagram app secret first.
export function signingSecrets(config: InstagramConfig): SigningSecret[] {
  const secrets: SigningSecret[] = [{ name: 'instagram', secret: config.appSecret }]
  if (config.metaAppSecret && config.metaAppSecret !== config.appSecret)
    secrets.push({ name: 'meta', secret: config.metaAppSecret })
  return secrets.filter((s) => s.secret !== '')
}
