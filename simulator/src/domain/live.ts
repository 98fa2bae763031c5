import { z } from 'zod'
import type { SimContext } from '../context'
import type { Media } from '../store/types'
import { ConflictError, NotFoundError } from './accounts'
import { createMedia, requireMedia } from './media'

export const ZStartLive = z
  .object({
    account_id: z.string().min(1),
    caption: z.string().max(2200).optional(),
  })
  .strict()
export type TStartLive = z.infer<typeof ZStartLive>

/** A live video: media_type VIDEO, media_product_type LIVE. */
export const isLiveMedia = (m: Media) => m.productType === 'LIVE'

/** Still on air: Instagram shows it, takes its comments and allows private replies to them. */
export const isOnAir = (m: Media) => isLiveMedia(m) && !m.liveEndedAt

/** Gone from the API once over: Instagram keeps no readable live media after the broadcast. */
export const isEndedLive = (m: Media) => isLiveMedia(m) && Boolean(m.liveEndedAt)

export function startLive(ctx: SimContext, input: TStartLive): Media {
  const media = createMedia(ctx, {
    account_id: input.account_id,
    caption: input.caption ?? '',
    media_type: 'VIDEO',
  })
  media.productType = 'LIVE'
  media.liveEndedAt = null
  return media
}

export function requireLiveMedia(ctx: SimContext, id: string): Media {
  const media = requireMedia(ctx, id)
  if (!isLiveMedia(media)) throw new NotFoundError(`Media ${id} is not a live broadcast`)
  return media
}

export function endLive(ctx: SimContext, id: string): Media {
  const media = requireLiveMedia(ctx, id)
  if (media.liveEndedAt) throw new ConflictError(`The broadcast ${id} has already ended`)
  media.liveEndedAt = ctx.clock.now()
  return media
}

/** Followers comment on a broadcast only while it is on air. */
export function requireOnAir(media: Media) {
  if (isEndedLive(media)) throw new ConflictError(`The broadcast ${media.id} has ended`)
}
