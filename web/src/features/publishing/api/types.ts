// The publishing API's shapes as the web app reads them (the server's zod schemas are in
// common/src/schemas/posts.ts).
export const POST_KINDS = ['image', 'carousel', 'reel', 'story'] as const
export type TPostKind = (typeof POST_KINDS)[number]
export const POST_STATES = [
  'draft',
  'awaiting_approval',
  'scheduled',
  'publishing',
  'published',
  'failed',
] as const
export type TPostState = (typeof POST_STATES)[number]

export interface TPostItem {
  assetId: string
  kind: 'image' | 'video'
  thumbnailUrl: string
  url: string
  width: number
  height: number
  durationMs: number | null
  altText: string | null
}

export interface TPost {
  id: string
  organization: { id: string; name: string; routeId?: string; timeZone: string }
  account: { id: string; username: string }
  kind: TPostKind
  items: TPostItem[]
  caption: string
  firstComment: string | null
  collaborators: string[]
  state: TPostState
  scheduledAt: string | null
  paused: boolean
  approval: {
    approvedBy?: string
    approvedAt?: string
    declinedBy?: string
    declinedAt?: string
    declineReason?: string
  } | null
  igMediaId: string | null
  permalink: string | null
  publishedAt: string | null
  failure: { message: string } | null
  createdBy: { id: string; name: string }
  createdAt: string
  updatedAt: string
  version: number
}

export interface TPostLedgerEntry {
  at: string
  step: string
  detail?: string | null
}

export type TPostDetail = TPost & { ledger: TPostLedgerEntry[] }

export interface TPostPage {
  items: TPost[]
  nextCursor: string | null
}

export interface TPostInput {
  accountId: string
  kind: TPostKind
  items: { assetId: string; altText?: string }[]
  caption: string
  firstComment?: string | null
  collaborators?: string[]
  scheduledAt?: string | null
}

export interface TPublishingSettings {
  postsNeedApproval: boolean
  frozen?: boolean
}

export interface TPublishingLimit {
  quotaUsage: number
  quotaTotal: number
  nextSlotAt: string | null
}
