import { z } from 'zod'

export const DEFAULT_QUOTA_TOTAL = 50

/** Switches for content publishing; part of Settings, reset and saved with them. */
export interface PublishingSettings {
  /** API posts per account per rolling 24 h (Meta: 50; carousel and story count 1 each) */
  quotaTotal: number
  /** Simulated processing time per kind, on the simulator clock */
  processingMs: { image: number; video: number; carousel: number }
  /** `real` fetches image_url/video_url; `fail` answers 9004/2207052, `slow` -2/2207003 */
  mediaFetch: 'real' | 'fail' | 'slow'
  /** A download slower than this answers -2/2207003 */
  mediaFetchTimeoutMs: number
  /** UNCONFIRMED in the contract: whether carousels take `collaborators` */
  carouselCollaborators: 'allow' | 'refuse'
  /** Meta documents JPEG only; `accept` lets PNG, GIF and WebP images through */
  nonJpegImages: 'refuse' | 'accept'
  /** UNCONFIRMED in the contract: the error for publishing an unfinished container */
  notReadyError: { code: number; subcode: number; message: string }
}

export const defaultPublishingSettings = (): PublishingSettings => ({
  quotaTotal: DEFAULT_QUOTA_TOTAL,
  processingMs: { image: 3_000, video: 20_000, carousel: 3_000 },
  mediaFetch: 'real',
  mediaFetchTimeoutMs: 15_000,
  carouselCollaborators: 'allow',
  nonJpegImages: 'refuse',
  notReadyError: { code: 9007, subcode: 2207027, message: 'Media ID is not available' },
})

const ZMs = z
  .number()
  .int()
  .min(0)
  .max(7 * 24 * 3_600_000)

/** Keys of `POST /__sim/settings` for publishing, merged into the settings schema. */
export const publishingSettingsShape = {
  quota_total: z.number().int().min(0).max(10_000),
  processing_ms: z.object({ image: ZMs, video: ZMs, carousel: ZMs }).partial().strict(),
  media_fetch: z.enum(['real', 'fail', 'slow']),
  media_fetch_timeout_ms: z.number().int().min(1).max(120_000),
  carousel_collaborators: z.enum(['allow', 'refuse']),
  non_jpeg_images: z.enum(['refuse', 'accept']),
  not_ready_error: z
    .object({
      code: z.number().int(),
      subcode: z.number().int(),
      message: z.string().min(1).max(500),
    })
    .strict(),
}

type TPublishingUpdate = Partial<{
  [K in keyof typeof publishingSettingsShape]: z.infer<(typeof publishingSettingsShape)[K]>
}>

export function applyPublishingSettings(s: PublishingSettings, input: TPublishingUpdate) {
  if (input.quota_total !== undefined) s.quotaTotal = input.quota_total
  if (input.processing_ms) s.processingMs = { ...s.processingMs, ...input.processing_ms }
  if (input.media_fetch) s.mediaFetch = input.media_fetch
  if (input.media_fetch_timeout_ms) s.mediaFetchTimeoutMs = input.media_fetch_timeout_ms
  if (input.carousel_collaborators) s.carouselCollaborators = input.carousel_collaborators
  if (input.non_jpeg_images) s.nonJpegImages = input.non_jpeg_images
  if (input.not_ready_error) s.notReadyError = input.not_ready_error
}

export const publishingSettingsView = (s: PublishingSettings) => ({
  quota_total: s.quotaTotal,
  processing_ms: s.processingMs,
  media_fetch: s.mediaFetch,
  media_fetch_timeout_ms: s.mediaFetchTimeoutMs,
  carousel_collaborators: s.carouselCollaborators,
  non_jpeg_images: s.nonJpegImages,
  not_ready_error: s.notReadyError,
})
