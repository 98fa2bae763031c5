import { z } from 'zod'
import { ZPageQuery, ZText } from './common'

// What Instagram accepts, shown before an upload and enforced by the server on the file's content
// (never its name). Images: Meta refuses more than 8 MiB (36000/2207004). Videos: MP4 or MOV with
// H.264/HEVC and AAC; reels run up to 15 minutes through the API.
export const ASSET_KINDS = ['image', 'video'] as const
export type TAssetKind = (typeof ASSET_KINDS)[number]

export const ASSET_LIMITS = {
  image: {
    maxBytes: 8 * 1024 * 1024,
    // What a person may pick; every image is stored for Instagram as a JPEG.
    accepted: ['image/jpeg', 'image/png', 'image/webp'] as const,
    // The width Instagram shows at most; larger pictures are scaled down for it.
    renditionMaxWidth: 1440,
  },
  video: {
    maxBytes: 300 * 1024 * 1024,
    accepted: ['video/mp4', 'video/quicktime'] as const,
    maxDurationMs: 15 * 60 * 1000,
    videoCodecs: ['h264', 'hevc'] as const,
    audioCodecs: ['aac'] as const,
  },
  // Width ÷ height Instagram allows: the feed from 4:5 (portrait) to 1.91:1 (landscape); reels and
  // stories are 9:16 full screen.
  aspectRatio: {
    feed: { min: 4 / 5, max: 1.91 },
    reelsAndStories: 9 / 16,
  },
  altTextMax: 1000,
} as const

export const ASSET_ACCEPT_ATTRIBUTE = [
  ...ASSET_LIMITS.image.accepted,
  ...ASSET_LIMITS.video.accepted,
].join(',')

export type TAspectFit = 'feed' | 'reels_and_stories' | 'neither'

// Where a picture or video of this shape can go without being cropped by Instagram. Reels and
// stories accept 9:16 within a percent, as phone recordings differ by a few pixels.
export function aspectFit(width: number, height: number): TAspectFit {
  if (width <= 0 || height <= 0) return 'neither'
  const ratio = width / height
  const { feed, reelsAndStories } = ASSET_LIMITS.aspectRatio
  if (Math.abs(ratio - reelsAndStories) / reelsAndStories <= 0.01) return 'reels_and_stories'
  if (ratio >= feed.min - 0.005 && ratio <= feed.max + 0.005) return 'feed'
  return 'neither'
}

export const ZAltText = ZText()
  .trim()
  .max(ASSET_LIMITS.altTextMax, `Alt text must be at most ${ASSET_LIMITS.altTextMax} characters`)

export const ZAsset = z.object({
  id: z.string(),
  kind: z.enum(ASSET_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  bytes: z.number(),
  width: z.number(),
  height: z.number(),
  durationMs: z.number().nullable(),
  aspectFit: z.enum(['feed', 'reels_and_stories', 'neither']),
  altText: z.string(),
  // What Instagram fetches (a JPEG for images, an MP4 for videos), and a small JPEG to show.
  publicUrl: z.string(),
  thumbnailUrl: z.string(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
})
export type TAsset = z.infer<typeof ZAsset>

export const ZAssetPage = z.object({
  items: z.array(ZAsset),
  nextCursor: z.string().nullable(),
})
export type TAssetPage = z.infer<typeof ZAssetPage>

export const ZAssetListQuery = ZPageQuery.extend({
  limit: ZPageQuery.shape.limit.default(40),
})

export const ZAssetUpdate = z.object({ altText: ZAltText })
export type TAssetUpdate = z.infer<typeof ZAssetUpdate>

// The shapes a picture can be cropped to in the library: the feed's portrait, square and landscape
// ends, and the full screen of reels and stories.
export const CROP_RATIOS = { '4:5': 4 / 5, '1:1': 1, '1.91:1': 1.91, '9:16': 9 / 16 } as const
export type TCropRatio = keyof typeof CROP_RATIOS

// Which part of the picture stays: the largest rectangle of the chosen shape, centred as near the
// focus (0 to 1 across and down) as the picture's edges allow. The same function draws the frame
// in the browser and cuts the file on the server, so what is seen is what is kept.
export function cropRectangle(
  width: number,
  height: number,
  ratio: TCropRatio,
  focus: { x: number; y: number },
): { left: number; top: number; width: number; height: number } {
  const target = CROP_RATIOS[ratio]
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * target)))
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / target)))
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max)
  return {
    left: clamp(Math.round(focus.x * width - cropWidth / 2), width - cropWidth),
    top: clamp(Math.round(focus.y * height - cropHeight / 2), height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  }
}

const ZFocus = z
  .number({ error: 'Choose where the frame sits, from 0 to 1' })
  .min(0, 'Choose where the frame sits, from 0 to 1')
  .max(1, 'Choose where the frame sits, from 0 to 1')

export const ZAssetCrop = z.object({
  ratio: z.enum(Object.keys(CROP_RATIOS) as [TCropRatio, ...TCropRatio[]], {
    error: 'Choose a shape: 4:5, 1:1, 1.91:1 or 9:16',
  }),
  focusX: ZFocus,
  focusY: ZFocus,
})
export type TAssetCrop = z.infer<typeof ZAssetCrop>
