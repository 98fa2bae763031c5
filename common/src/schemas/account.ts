import { z } from 'zod'
import { ZIdList, ZPageQuery, ZSearch } from './common'

// Kept here too: the portal's account list imported it from this module first.
export { ZPageQuery }

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

export const SYNC_STATES = ['idle', 'running', 'failed', 'throttled'] as const

export const ZSyncStatus = z.object({
  state: z.enum(SYNC_STATES),
  mediaDone: z.number().int(),
  mediaTotal: z.number().int().nullable(),
  lastSyncedAt: z.string().nullable(),
  lastError: z.string().nullable(),
})
export type TSyncStatus = z.infer<typeof ZSyncStatus>

// The organization's own list (the portal) also tells how each account's sync is going.
export const ZAccountPage = z.object({
  items: z.array(ZAccount.extend({ sync: ZSyncStatus.nullable() })),
  nextCursor: z.string().nullable(),
})
export type TAccountPage = z.infer<typeof ZAccountPage>

export const ZAccountListQuery = ZPageQuery.extend({
  search: ZSearch,
  id: ZIdList,
  organizationId: z.uuid({ error: 'Must be an organization id' }).optional(),
})
export type TAccountListQuery = z.input<typeof ZAccountListQuery>

// An account as admins list it: with its organization and the comments awaiting a reply.
export const ZAccountListItem = ZAccount.extend({
  organizationName: z.string(),
  organizationRouteId: z.string(),
  pendingCount: z.number().int(),
})
export type TAccountListItem = z.infer<typeof ZAccountListItem>

export const ZAccountListPage = z.object({
  items: z.array(ZAccountListItem),
  nextCursor: z.string().nullable(),
})
export type TAccountListPage = z.infer<typeof ZAccountListPage>

export const ZStartConnect = z.object({
  // Present when granting access again to a known account.
  accountId: z.uuid().optional(),
})
export const ZStartConnectResult = z.object({
  state: z.string().length(16),
  authorizeUrl: z.string(),
})

export const ZCompleteConnect = z.object({
  state: z
    .string({ error: 'Invalid state parameter' })
    .min(1, 'Invalid state parameter')
    .max(64, 'Invalid state parameter'),
  code: z
    .string({ error: 'No authorization code received' })
    .min(1, 'No authorization code received')
    .max(2048),
})
