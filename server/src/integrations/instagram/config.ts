export interface InstagramConfig {
  appId: string
  appSecret: string
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
}

export const INSTAGRAM_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
] as const
