import { z } from 'zod'
import { baseUrl, graphTime, type SimContext } from '../context'
import { newMediaId, newShortcode, nextSeq } from '../store/store'
import type { Media } from '../store/types'
import { NotFoundError, requireAccount } from './accounts'

const ZTimestamp = z.union([z.iso.datetime({ offset: true }), z.number().int().positive()])

export const ZCreateMedia = z
  .object({
    account_id: z.string().min(1),
    caption: z.string().max(2200).optional(),
    media_type: z.enum(['IMAGE', 'VIDEO', 'CAROUSEL_ALBUM']).optional(),
    like_count: z.number().int().min(0).optional(),
    /** ISO 8601 or unix seconds; default now */
    timestamp: ZTimestamp.optional(),
    comments_enabled: z.boolean().optional(),
    hide_like_count: z.boolean().optional(),
    copyrighted: z.boolean().optional(),
    /** The post's insights; a story below 5 accounts reached answers "Not enough viewers". */
    reach: z.number().int().min(0).optional(),
    views: z.number().int().min(0).optional(),
    /** Where it shows (default from media_type: VIDEO is a reel, the rest feed posts). */
    product_type: z.enum(['FEED', 'REELS', 'STORY']).optional(),
  })
  .strict()
export type TCreateMedia = z.infer<typeof ZCreateMedia>

export function toMs(value: string | number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  return typeof value === 'number' ? value * 1000 : Date.parse(value)
}

export function createMedia(ctx: SimContext, input: TCreateMedia): Media {
  const owner = requireAccount(ctx, input.account_id)
  const media: Media = {
    id: newMediaId(ctx.store),
    ownerId: owner.userId,
    caption: input.caption ?? '',
    mediaType: input.media_type ?? 'IMAGE',
    likeCount: input.like_count ?? 0,
    timestamp: toMs(input.timestamp, ctx.clock.now()),
    shortcode: newShortcode(ctx.store),
    commentsEnabled: input.comments_enabled ?? true,
    hideLikeCount: input.hide_like_count ?? false,
    copyrighted: input.copyrighted ?? false,
    seq: nextSeq(ctx.store),
    ...(input.reach === undefined ? {} : { reach: input.reach }),
    ...(input.views === undefined ? {} : { views: input.views }),
    ...(input.product_type === undefined ? {} : { productType: input.product_type }),
  }
  ctx.store.media.set(media.id, media)
  return media
}

export function requireMedia(ctx: SimContext, id: string): Media {
  const media = ctx.store.media.get(id)
  if (!media) throw new NotFoundError(`No media ${id}`)
  return media
}

/** Newest first, as Instagram lists them. */
export const mediaOf = (ctx: SimContext, userId: string) =>
  [...ctx.store.media.values()]
    .filter((m) => m.ownerId === userId)
    .sort((a, b) => b.timestamp - a.timestamp || b.seq - a.seq)

export const mediaUrl = (ctx: SimContext, m: Media) =>
  `${baseUrl(ctx)}/__sim/images/media/${m.id}.svg`

/** Published media carry their surface; seeded media go by type (videos are reels). */
export const productTypeOf = (m: Media) =>
  m.productType ?? (m.mediaType === 'VIDEO' ? 'REELS' : 'FEED')

export const commentCount = (ctx: SimContext, m: Media) =>
  [...ctx.store.comments.values()].filter((c) => c.mediaId === m.id).length

export function mediaView(ctx: SimContext, m: Media) {
  return {
    id: m.id,
    owner_id: m.ownerId,
    caption: m.caption,
    media_type: m.mediaType,
    media_url: mediaUrl(ctx, m),
    permalink: `https://www.instagram.com/p/${m.shortcode}/`,
    shortcode: m.shortcode,
    timestamp: graphTime(m.timestamp),
    like_count: m.likeCount,
    comments_count: commentCount(ctx, m),
    is_comment_enabled: m.commentsEnabled,
    media_product_type: productTypeOf(m),
    ...(m.children ? { children: m.children.map((c) => c.id) } : {}),
    ...(m.containerId ? { container_id: m.containerId } : {}),
    ...(m.productType === 'LIVE'
      ? {
          live_status: m.liveEndedAt ? 'ended' : 'live',
          live_ended_at: m.liveEndedAt ? new Date(m.liveEndedAt).toISOString() : null,
        }
      : {}),
  }
}
