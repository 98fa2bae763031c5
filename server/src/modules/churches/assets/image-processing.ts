import sharp, { type Metadata } from 'sharp'
import { ASSET_LIMITS } from '@common/schemas/asset'
import { AppError } from '../../../lib/app-error'

// No cache: each picture is read once, and a long-lived cache of decoded pixels is memory the
// server never gets back between uploads.
sharp.cache(false)

export const THUMBNAIL_SIZE = 480

export interface ProcessedImage {
  width: number
  height: number
}

const unreadable = (cause: unknown) =>
  new AppError('VALIDATION_FAILED', 'This picture could not be read; it may be damaged.', { cause })

// 50 megapixels is more than any phone takes; a "picture" claiming more is a decompression bomb.
export const MAX_INPUT_PIXELS = 50_000_000

// Makes what Instagram fetches (a JPEG at most 1440 px wide, upright, with no EXIF: no GPS
// position of a church's children leaves with it) and a small thumbnail for the library.
export async function processImage(
  sourcePath: string,
  out: { renditionPath: string; thumbnailPath: string },
): Promise<ProcessedImage> {
  const open = () => sharp(sourcePath, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  let meta: Metadata
  try {
    meta = await open().metadata()
  } catch (cause) {
    throw unreadable(cause)
  }
  if (!meta.width || !meta.height) throw unreadable(undefined)
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const turned = (meta.orientation ?? 1) >= 5
  const width = turned ? meta.height : meta.width
  const height = turned ? meta.width : meta.height
  try {
    // Transparent areas become white, as Instagram would show them, not JPEG's black.
    await open()
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: ASSET_LIMITS.image.renditionMaxWidth, withoutEnlargement: true })
      .jpeg({ quality: 88, mozjpeg: true })
      .toFile(out.renditionPath)
    await open()
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toFile(out.thumbnailPath)
  } catch (cause) {
    throw unreadable(cause)
  }
  return { width, height }
}
