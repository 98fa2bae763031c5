import { z } from 'zod'

export const ACCOUNT_STATUSES = ['connected', 'disconnected', 'needs_reconnection'] as const
export const ZAccountStatus = z.enum(ACCOUNT_STATUSES)
export type TAccountStatus = z.infer<typeof ZAccountStatus>

export const ZAccount = z.object({
  id: z.string(),
  organizationId: z.string(),
  igUserId: z.string(),
  username: z.string(),
  name: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  followersCount: z.number().int(),
  status: ZAccountStatus,
  statusReason: z.string().nullable(),
  connectedAt: z.string().nullable(),
  tokenExpiresAt: z.string().nullable(),
})
export type TAccount = z.infer<typeof ZAccount>

export const ZAccountPage = z.object({
  items: z.array(ZAccount),
  nextCursor: z.string().nullable(),
})
export type TAccountPage = z.infer<typeof ZAccountPage>

export const ZPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const ZStartConnect = z.object({
  // Present when granting access again to a known account.
  accountId: z.uuid().optional(),
})
export const ZStartConnectResult = z.object({
  state: z.string().length(16),
  authorizeUrl: z.string(),
})

export const ZCompleteConnect = z.object({
  state: z.string({ error: 'Invalid state parameter' }).min(1, 'Invalid state parameter').max(64, 'Invalid state parameter'),
  code: z.string({ error: 'No authorization code received' }).min(1, 'No authorization code received').max(2048),
})
