export type AccountType = 'Business' | 'Media_Creator'
export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM'

export interface Account {
  userId: string
  appScopedId: string
  username: string
  name: string
  accountType: AccountType
  followersCount: number
  followsCount: number
  profilePictureUrl: string | null
  biography: string
  website: string
  seq: number
}

export interface Media {
  id: string
  ownerId: string
  caption: string
  mediaType: MediaType
  likeCount: number
  timestamp: number
  shortcode: string
  commentsEnabled: boolean
  hideLikeCount: boolean
  copyrighted: boolean
  seq: number
  /** Insights (instagram_business_manage_insights); unset: worked out from the owner's followers. */
  reach?: number
  views?: number
  /** Media published through the API: its surface (otherwise worked out from mediaType) */
  productType?: 'FEED' | 'REELS' | 'STORY' | 'LIVE'
  /** A carousel published through the API: its items (seeded carousels derive two) */
  children?: { id: string; mediaType: 'IMAGE' | 'VIDEO' }[]
  /** A reel published through the API: its share_to_feed */
  sharedToFeed?: boolean
  /** The container it was published from */
  containerId?: string
  /** A live broadcast (productType LIVE): when it ended; null while it is on air */
  liveEndedAt?: number | null
}

export interface Author {
  id: string
  username: string
}

export interface Comment {
  id: string
  mediaId: string
  parentId: string | null
  text: string
  from: Author
  bySelf: boolean
  timestamp: number
  likeCount: number
  hidden: boolean
  seq: number
}

/** A private reply: a direct message to a commenter about their comment (one per comment). */
export interface PrivateReply {
  messageId: string
  /** The account that sent it */
  userId: string
  commentId: string
  /** The commenter's Instagram-scoped id */
  recipientId: string
  text: string
  timestamp: number
}

export interface Token {
  value: string
  kind: 'short' | 'long'
  userId: string
  scopes: string[]
  issuedAt: number
  expiresAt: number
  revoked: boolean
}

export interface AuthCode {
  value: string
  clientId: string
  redirectUri: string
  userId: string
  scopes: string[]
  expiresAt: number
  used: boolean
}

export interface CallbackRecord {
  kind: 'deauthorize' | 'data_deletion'
  userId: string
  url: string | null
  status: number | null
  error: string | null
  response: unknown
  time: string
}
