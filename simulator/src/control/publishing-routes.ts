import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { isoTime, type SimContext } from '../context'
import { NotFoundError, requireAccount } from '../domain/accounts'
import { statusOf, statusText } from '../domain/publishing/containers'
import { quotaUsage } from '../domain/publishing/publish'
import type { Container, FetchedMedia } from '../store/publishing-store'

const ZContainerState = z
  .object({
    status_code: z.enum(['IN_PROGRESS', 'FINISHED', 'ERROR', 'EXPIRED']),
    /** with ERROR: the subcode `status` reports (default 2207001, Instagram server error) */
    error_subcode: z.number().int().optional(),
  })
  .strict()

const NINE_BY_SIXTEEN = 9 / 16

/** Reels and stories are made for 9:16; Instagram takes others but shows them less well. */
function guidance(c: Container): string[] {
  const m = c.media
  if (!m?.width || !m.height || (c.kind !== 'REELS' && c.kind !== 'STORIES')) return []
  if (Math.abs(m.width / m.height - NINE_BY_SIXTEEN) < 0.01) return []
  return c.kind === 'REELS'
    ? [`${m.width}x${m.height} is not 9:16: the reel may be left out of the Reels tab`]
    : [`${m.width}x${m.height} is not 9:16: the story is shown with bars`]
}

const fetchedView = (m: FetchedMedia | null) =>
  m && {
    url: m.url,
    kind: m.kind,
    format: m.format,
    bytes: m.bytes,
    width: m.width,
    height: m.height,
    duration_ms: m.durationMs,
  }

export function containerView(ctx: SimContext, c: Container) {
  const status = statusOf(ctx, c)
  return {
    id: c.id,
    account_id: c.ownerId,
    media_type: c.kind,
    is_carousel_item: c.isCarouselItem,
    status_code: status,
    status: statusText(status, c),
    caption: c.caption,
    alt_text: c.altText,
    collaborators: c.collaborators,
    user_tags: c.userTags,
    location_id: c.locationId,
    children: c.childIds,
    share_to_feed: c.shareToFeed,
    thumb_offset: c.thumbOffsetMs,
    audio_name: c.audioName,
    trial_graduation_strategy: c.trialStrategy,
    media: fetchedView(c.media),
    cover: fetchedView(c.cover),
    guidance: guidance(c),
    created_at: isoTime(c.createdAt),
    ready_at: isoTime(c.readyAt),
    expires_at: isoTime(c.expiresAt),
    error_subcode: c.errorSubcode,
    published_media_id: c.publishedMediaId,
  }
}

function requireContainer(ctx: SimContext, id: string): Container {
  const c = ctx.store.publishing.containers.get(id)
  if (!c) throw new NotFoundError(`No container ${id}`)
  return c
}

/** Control API for content publishing: containers, their state, and each account's quota. */
export function registerPublishingRoutes(app: FastifyInstance, ctx: SimContext) {
  app.get('/__sim/containers', async (req) => {
    const ref = (req.query as { account_id?: string }).account_id
    const owner = ref ? requireAccount(ctx, ref).userId : undefined
    const rows = [...ctx.store.publishing.containers.values()]
      .filter((c) => !owner || c.ownerId === owner)
      .sort((a, b) => b.seq - a.seq)
    return { data: rows.map((c) => containerView(ctx, c)) }
  })

  app.get('/__sim/containers/:id', async (req) =>
    containerView(ctx, requireContainer(ctx, (req.params as { id: string }).id)),
  )

  // Moves a container on without waiting: done, stuck, failed or too old.
  app.post('/__sim/containers/:id/state', async (req) => {
    const c = requireContainer(ctx, (req.params as { id: string }).id)
    const input = ZContainerState.parse(req.body ?? {})
    const now = ctx.clock.now()
    if (c.publishedMediaId) throw new NotFoundError(`Container ${c.id} is already published`)
    c.stuck = input.status_code === 'IN_PROGRESS'
    if (input.status_code === 'FINISHED' || input.status_code === 'ERROR') c.readyAt = now
    c.errorSubcode = input.status_code === 'ERROR' ? (input.error_subcode ?? 2207001) : null
    if (input.status_code === 'EXPIRED') c.expiresAt = now
    else if (c.expiresAt <= now) c.expiresAt = now + 24 * 3_600_000
    return containerView(ctx, c)
  })

  app.get('/__sim/accounts/:id/publishing', async (req) => {
    const account = requireAccount(ctx, (req.params as { id: string }).id)
    return {
      quota_usage: quotaUsage(ctx, account.userId),
      quota_total: ctx.settings.publishing.quotaTotal,
      publishes: (ctx.store.publishing.publishes.get(account.userId) ?? []).map(isoTime),
    }
  })
}
