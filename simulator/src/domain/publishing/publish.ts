import type { SimContext } from '../../context'
import type { GraphCall } from '../../graph/call'
import { invalidParam } from '../../graph/errors'
import type { Container } from '../../store/publishing-store'
import { newMediaId } from '../../store/store'
import type { Account, Media, MediaType } from '../../store/types'
import { createMedia } from '../media'
import { requirePublishScope, usableContainer } from './containers'
import { quotaReached } from './errors'
import { requiredText } from './params'

export const QUOTA_WINDOW_MS = 24 * 3_600_000

/** API publishes of the account within the rolling 24 h (and since `since`, when given). */
export function quotaUsage(ctx: SimContext, userId: string, since?: number): number {
  const now = ctx.clock.now()
  const from = Math.max(now - QUOTA_WINDOW_MS, since ?? 0)
  const times = (ctx.store.publishing.publishes.get(userId) ?? []).filter(
    (t) => t > now - QUOTA_WINDOW_MS,
  )
  ctx.store.publishing.publishes.set(userId, times)
  return times.filter((t) => t >= from).length
}

const carouselItem = () => invalidParam('Carousel item cannot be published standalone', 2207089)

function mediaTypeOf(c: Container): MediaType {
  if (c.kind === 'CAROUSEL') return 'CAROUSEL_ALBUM'
  return c.media?.kind === 'video' ? 'VIDEO' : 'IMAGE'
}

function productTypeOf(c: Container): NonNullable<Media['productType']> {
  if (c.kind === 'REELS') return 'REELS'
  return c.kind === 'STORIES' ? 'STORY' : 'FEED'
}

/** Makes the post: it is listed in /media, readable, and open to comments like any other. */
function createPublishedMedia(ctx: SimContext, account: Account, c: Container): Media {
  const media = createMedia(ctx, {
    account_id: account.userId,
    caption: c.caption,
    media_type: mediaTypeOf(c),
  })
  media.productType = productTypeOf(c)
  media.containerId = c.id
  if (c.kind === 'REELS') media.sharedToFeed = c.shareToFeed ?? true
  if (c.kind === 'CAROUSEL') {
    media.children = c.childIds.map((childId) => {
      const child = ctx.store.publishing.containers.get(childId)
      const id = newMediaId(ctx.store)
      if (child) child.publishedMediaId = id
      return { id, mediaType: child?.media?.kind === 'video' ? 'VIDEO' : 'IMAGE' }
    })
  }
  c.publishedMediaId = media.id
  return media
}

/**
 * `POST /{ig-user-id}/media_publish?creation_id=`: refuses a container that is not FINISHED,
 * a carousel item on its own and an account at its quota; otherwise publishes exactly once.
 */
export function publishContainer(call: GraphCall, account: Account): { id: string } {
  requirePublishScope(call)
  const { ctx } = call
  const container = usableContainer(ctx, account, requiredText(call, 'creation_id'))
  if (container.isCarouselItem) throw carouselItem()
  if (quotaUsage(ctx, account.userId) >= ctx.settings.publishing.quotaTotal) throw quotaReached()
  const media = createPublishedMedia(ctx, account, container)
  ctx.store.publishing.publishes.get(account.userId)?.push(ctx.clock.now())
  return { id: media.id }
}
