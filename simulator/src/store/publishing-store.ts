/** What `POST /{ig-user-id}/media` asked for: a single image, a reel, a story or a carousel. */
export type ContainerKind = 'IMAGE' | 'VIDEO' | 'REELS' | 'STORIES' | 'CAROUSEL'

export interface UserTag {
  username: string
  x?: number
  y?: number
}

/** The media Instagram fetched when the container was made, as the simulator read it. */
export interface FetchedMedia {
  url: string
  kind: 'image' | 'video'
  bytes: number
  /** `image/jpeg`, `image/png`, `video/mp4`, `video/quicktime`… as sniffed from the content */
  format: string
  width: number | null
  height: number | null
  /** Videos whose moov box the simulator could read */
  durationMs: number | null
}

/** A media container (Instagram's "media builder"): made, processed, then published once. */
export interface Container {
  id: string
  ownerId: string
  kind: ContainerKind
  isCarouselItem: boolean
  caption: string
  altText: string | null
  collaborators: string[]
  userTags: UserTag[]
  locationId: string | null
  childIds: string[]
  media: FetchedMedia | null
  cover: FetchedMedia | null
  shareToFeed: boolean | null
  thumbOffsetMs: number | null
  audioName: string | null
  trialStrategy: string | null
  /** Simulator clock, ms */
  createdAt: number
  /** When processing ends (creation + the kind's processing time) */
  readyAt: number
  /** 24 h after creation, unless the control API expired it sooner */
  expiresAt: number
  /** Set when processing ends in ERROR (a fault or the control API) */
  errorSubcode: number | null
  /** Held IN_PROGRESS by the control API until set otherwise */
  stuck: boolean
  publishedMediaId: string | null
  seq: number
}

export interface PublishingState {
  containers: Map<string, Container>
  /** user_id → times (ms) of API publishes, for the rolling 24 h quota */
  publishes: Map<string, number[]>
}

export const createPublishingState = (): PublishingState => ({
  containers: new Map(),
  publishes: new Map(),
})

export function clearPublishingState(state: PublishingState) {
  state.containers.clear()
  state.publishes.clear()
}

/** The part of the state file publishing owns; absent in files saved before publishing. */
export interface PublishingSnapshot {
  containers: Container[]
  publishes: [string, number[]][]
}

export const publishingSnapshot = (state: PublishingState): PublishingSnapshot => ({
  containers: [...state.containers.values()],
  publishes: [...state.publishes],
})

export function restorePublishing(state: PublishingState, saved: PublishingSnapshot | undefined) {
  clearPublishingState(state)
  for (const c of saved?.containers ?? []) state.containers.set(c.id, c)
  for (const [userId, times] of saved?.publishes ?? []) state.publishes.set(userId, times)
}
