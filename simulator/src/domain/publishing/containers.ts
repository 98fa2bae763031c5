import type { SimContext } from '../../context'
import type { GraphCall } from '../../graph/call'
import { GraphError, invalidParam, missingParam } from '../../graph/errors'
import type { Container, ContainerKind, FetchedMedia } from '../../store/publishing-store'
import { nextSeq, uniqueId, type Store } from '../../store/store'
import type { Account } from '../../store/types'
import {
  badAspectRatio,
  builderNotFound,
  containerExpired,
  containerFailed,
  notReady,
  standaloneVideo,
  thumbOffsetOutside,
} from './errors'
import { fetchImage, fetchVideo } from './media-fetch'
import {
  collaboratorsParam,
  locationParam,
  optionalBoolean,
  optionalText,
  requiredText,
  thumbOffsetParam,
  trialStrategyParam,
  userTagsParam,
} from './params'

export const CONTAINER_LIFETIME_MS = 24 * 3_600_000
const MAX_CAPTION = 2200
const FEED_RATIO = { min: 4 / 5, max: 1.91 }

/** 18 digits starting 17: apart from comment ids (17 digits) and media ids (starting 18). */
function newContainerId(s: Store): string {
  for (;;) {
    const id = uniqueId(s, () => `17${s.ids.digits(16)}`)
    if (!s.publishing.containers.has(id)) return id
  }
}

export type StatusCode = 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'EXPIRED' | 'PUBLISHED'

export function statusOf(ctx: SimContext, c: Container): StatusCode {
  const now = ctx.clock.now()
  if (c.publishedMediaId) return 'PUBLISHED'
  if (now >= c.expiresAt) return 'EXPIRED'
  if (c.stuck || now < c.readyAt) return 'IN_PROGRESS'
  return c.errorSubcode === null ? 'FINISHED' : 'ERROR'
}

export function statusText(code: StatusCode, c: Container): string {
  switch (code) {
    case 'IN_PROGRESS':
      return 'In Progress: Media is still being processed.'
    case 'FINISHED':
      return 'Finished: Media has been uploaded and it is ready to be published.'
    case 'ERROR':
      return `Error: Media upload has failed with error code ${c.errorSubcode}`
    case 'EXPIRED':
      return 'Expired: Media was not published within 24 hours and has expired.'
    case 'PUBLISHED':
      return 'Published: Media has been successfully published.'
  }
}

/** The container behind a creation id, refused as Instagram refuses one that cannot be used. */
export function usableContainer(ctx: SimContext, account: Account, id: string): Container {
  const c = ctx.store.publishing.containers.get(id)
  if (!c || c.ownerId !== account.userId) throw builderNotFound()
  const status = statusOf(ctx, c)
  if (status === 'PUBLISHED') throw builderNotFound()
  if (status === 'EXPIRED') throw containerExpired()
  if (status === 'ERROR') throw containerFailed(c.errorSubcode ?? 0)
  if (status === 'IN_PROGRESS') throw notReady(ctx.settings.publishing.notReadyError)
  return c
}

const KINDS: Record<string, ContainerKind> = {
  IMAGE: 'IMAGE',
  VIDEO: 'VIDEO',
  REELS: 'REELS',
  STORIES: 'STORIES',
  CAROUSEL: 'CAROUSEL',
}

function kindParam(call: GraphCall, isCarouselItem: boolean): ContainerKind {
  const raw = call.params.media_type
  const kind = raw === undefined || raw === '' ? 'IMAGE' : KINDS[raw]
  if (!kind)
    throw invalidParam(
      `Param media_type must be one of {IMAGE, VIDEO, REELS, STORIES, CAROUSEL} - got "${raw}"`,
    )
  if (kind === 'VIDEO' && !isCarouselItem) throw standaloneVideo()
  if (isCarouselItem && kind !== 'IMAGE' && kind !== 'VIDEO')
    throw invalidParam('is_carousel_item is only for IMAGE and VIDEO carousel items')
  return kind
}

const notAllowed = (name: string) => invalidParam(`param ${name} is not allowed`)

function refuseParams(call: GraphCall, names: string[]) {
  for (const name of names) if (call.params[name] !== undefined) throw notAllowed(name)
}

function checkFeedRatio(media: FetchedMedia) {
  if (!media.width || !media.height) return
  const ratio = media.width / media.height
  // Exactly 4:5 (1080x1350) and 1.91:1 pass; floating point must not refuse them.
  if (ratio < FEED_RATIO.min - 1e-9 || ratio > FEED_RATIO.max + 1e-9)
    throw badAspectRatio(media.width, media.height)
}

interface Fetched {
  media: FetchedMedia | null
  cover: FetchedMedia | null
}

/** Downloads what the kind needs, as Instagram does at this moment, and checks it. */
async function fetchFor(call: GraphCall, kind: ContainerKind): Promise<Fetched> {
  const { ctx, params } = call
  if (kind === 'CAROUSEL') {
    refuseParams(call, ['image_url', 'video_url'])
    return { media: null, cover: null }
  }
  if (kind === 'IMAGE') {
    refuseParams(call, ['video_url'])
    const media = await fetchImage(ctx, requiredText(call, 'image_url'))
    checkFeedRatio(media)
    return { media, cover: null }
  }
  if (kind === 'STORIES') {
    if (params.image_url && params.video_url)
      throw invalidParam('Give either image_url or video_url for a story, not both')
    if (params.image_url) return { media: await fetchImage(ctx, params.image_url), cover: null }
    if (params.video_url) return { media: await fetchVideo(ctx, params.video_url), cover: null }
    throw missingParam('image_url or video_url')
  }
  refuseParams(call, ['image_url'])
  const media = await fetchVideo(ctx, requiredText(call, 'video_url'))
  const cover = params.cover_url ? await fetchImage(ctx, params.cover_url) : null
  return { media, cover }
}

const processingMs = (ctx: SimContext, kind: ContainerKind, media: FetchedMedia | null) => {
  const times = ctx.settings.publishing.processingMs
  if (kind === 'CAROUSEL') return times.carousel
  return media?.kind === 'video' ? times.video : times.image
}

function childrenParam(call: GraphCall, account: Account): string[] {
  const raw = call.params.children
  if (!raw) throw missingParam('children')
  let ids: string[]
  try {
    const parsed: unknown = raw.trim().startsWith('[') ? JSON.parse(raw) : raw.split(',')
    ids = (parsed as unknown[]).map((v) => String(v).trim()).filter(Boolean)
  } catch {
    throw invalidParam('Param children must be a comma-separated list of container ids')
  }
  if (ids.length < 2 || ids.length > 10)
    throw invalidParam('A carousel needs between 2 and 10 children')
  if (new Set(ids).size !== ids.length) throw invalidParam('Param children repeats a container')
  for (const id of ids) {
    const child = usableContainer(call.ctx, account, id)
    if (!child.isCarouselItem)
      throw invalidParam(`Container ${id} was not created with is_carousel_item=true`)
  }
  return ids
}

export const CONTENT_PUBLISH = 'instagram_business_content_publish'

export function requirePublishScope(call: GraphCall) {
  if (!call.auth.token.scopes.includes(CONTENT_PUBLISH))
    throw new GraphError({
      status: 403,
      message: '(#10) Requires instagram_content_publish permission to manage the object',
      code: 10,
    })
}

/**
 * `POST /{ig-user-id}/media`: checks the parameters for the kind, fetches the media as
 * Instagram does, and records a container that finishes processing after the kind's time.
 */
export async function createContainer(
  call: GraphCall,
  account: Account,
  errorSubcode: number | null,
): Promise<{ id: string }> {
  requirePublishScope(call)
  const { ctx } = call
  const isCarouselItem = optionalBoolean(call, 'is_carousel_item') ?? false
  const kind = kindParam(call, isCarouselItem)
  const caption = optionalText(call, 'caption', MAX_CAPTION) ?? ''
  const isImage =
    kind === 'IMAGE' || (kind === 'STORIES' && !!call.params.image_url && !call.params.video_url)
  if (call.params.alt_text !== undefined && !(kind === 'IMAGE')) throw notAllowed('alt_text')
  const altText = optionalText(call, 'alt_text', 1000)
  if (kind === 'STORIES' || isCarouselItem) refuseParams(call, ['collaborators'])
  if (kind === 'CAROUSEL' && ctx.settings.publishing.carouselCollaborators === 'refuse')
    refuseParams(call, ['collaborators'])
  const collaborators = collaboratorsParam(call)
  if (kind === 'CAROUSEL') refuseParams(call, ['user_tags'])
  const userTags = userTagsParam(call, isImage && kind !== 'STORIES')
  if (kind !== 'REELS')
    refuseParams(call, ['share_to_feed', 'cover_url', 'thumb_offset', 'audio_name', 'trial_params'])
  const shareToFeed = optionalBoolean(call, 'share_to_feed')
  const thumbOffsetMs = thumbOffsetParam(call)
  const trialStrategy = trialStrategyParam(call)
  const locationId = locationParam(call)
  const childIds = kind === 'CAROUSEL' ? childrenParam(call, account) : []

  const { media, cover } = await fetchFor(call, kind)
  if (thumbOffsetMs !== null && media?.durationMs != null && thumbOffsetMs > media.durationMs)
    throw thumbOffsetOutside()

  const now = ctx.clock.now()
  const container: Container = {
    id: newContainerId(ctx.store),
    ownerId: account.userId,
    kind,
    isCarouselItem,
    caption: kind === 'STORIES' || isCarouselItem ? '' : caption,
    altText,
    collaborators,
    userTags,
    locationId,
    childIds,
    media,
    cover,
    shareToFeed,
    thumbOffsetMs,
    audioName: kind === 'REELS' ? (call.params.audio_name ?? null) : null,
    trialStrategy,
    createdAt: now,
    readyAt: now + processingMs(ctx, kind, media),
    expiresAt: now + CONTAINER_LIFETIME_MS,
    errorSubcode,
    stuck: false,
    publishedMediaId: null,
    seq: nextSeq(ctx.store),
  }
  ctx.store.publishing.containers.set(container.id, container)
  return { id: container.id }
}
