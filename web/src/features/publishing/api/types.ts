// The publishing API's shapes (common/src/schemas/posts.ts), as the screens name them.
import type { TPostKind } from '@common/schemas/posts'

export {
  POST_KINDS,
  POST_STATES,
  type TPost,
  type TPostDetail,
  type TPostItem,
  type TPostKind,
  type TPostLedgerEntry,
  type TPostPage,
  type TPostState,
  type TPublishingFreeze,
  type TPublishingLimit,
  type TPublishingSettings,
} from '@common/schemas/posts'

export interface TPostInput {
  accountId: string
  kind: TPostKind
  items: { assetId: string; altText?: string }[]
  caption: string
  firstComment?: string | null
  collaborators?: string[]
  scheduledAt?: string | null
}
