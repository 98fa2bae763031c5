import type { SimContext } from '../../context'
import { GraphError } from '../../graph/errors'
import type { FetchedMedia } from '../../store/publishing-store'
import {
  downloadTooSlow,
  imageTooLarge,
  mediaNotFetched,
  unsupportedImageFormat,
  unsupportedVideoFormat,
  videoTooLarge,
} from './errors'
import { probe } from './media-probe'

/** Meta's image limit (the 36000/2207004 sample says 8 MiB). */
export const MAX_IMAGE_BYTES = 8 * 2 ** 20
/** Reels may be up to 300 MB; the simulator counts the bytes but keeps only the head. */
export const MAX_VIDEO_BYTES = 300 * 2 ** 20
/** Enough for a JPEG header behind large EXIF blocks, or an MP4 `moov` box at the front. */
const HEAD_BYTES = 2 * 2 ** 20

interface Download {
  head: Buffer
  bytes: number
}

class TooLarge extends Error {}

/** Reads the body, keeping the first HEAD_BYTES and counting the rest, up to `limit`. */
async function readCapped(res: Response, limit: number): Promise<Download> {
  const declared = Number(res.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) {
    await res.body?.cancel()
    throw new TooLarge()
  }
  const chunks: Buffer[] = []
  let kept = 0
  let bytes = 0
  if (!res.body) return { head: Buffer.alloc(0), bytes: 0 }
  const reader = res.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    const buf = Buffer.from(value)
    bytes += buf.length
    if (bytes > limit) {
      await reader.cancel()
      throw new TooLarge()
    }
    if (kept < HEAD_BYTES) {
      chunks.push(buf.subarray(0, HEAD_BYTES - kept))
      kept += Math.min(buf.length, HEAD_BYTES - kept)
    }
  }
  return { head: Buffer.concat(chunks), bytes }
}

async function download(ctx: SimContext, url: string, limit: number, kind: 'image' | 'video') {
  const { mediaFetch, mediaFetchTimeoutMs } = ctx.settings.publishing
  if (mediaFetch === 'fail') throw mediaNotFetched(url)
  if (mediaFetch === 'slow') throw downloadTooSlow()
  const signal = AbortSignal.timeout(mediaFetchTimeoutMs)
  try {
    const res = await fetch(url, { signal, redirect: 'follow' })
    if (!res.ok) {
      await res.body?.cancel()
      throw mediaNotFetched(url)
    }
    return await readCapped(res, limit)
  } catch (error) {
    if (error instanceof TooLarge)
      throw kind === 'image' ? imageTooLarge(limit) : videoTooLarge(limit)
    if (signal.aborted) throw downloadTooSlow()
    if (error instanceof GraphError) throw error
    throw mediaNotFetched(url)
  }
}

function checkedUrl(url: string): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw mediaNotFetched(url)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw mediaNotFetched(url)
  return parsed.toString()
}

/**
 * Downloads `image_url` as Instagram does when a container is made: any failure to fetch is
 * 9004/2207052, a slow one -2/2207003, more than 8 MiB 36000/2207004, and anything but JPEG
 * 36001/2207005 (unless the `non_jpeg_images` switch accepts it).
 */
export async function fetchImage(ctx: SimContext, url: string): Promise<FetchedMedia> {
  const { head, bytes } = await download(ctx, checkedUrl(url), MAX_IMAGE_BYTES, 'image')
  const found = probe(head)
  if (bytes === 0 || found.kind !== 'image') throw mediaNotFetched(url)
  if (found.format !== 'image/jpeg' && ctx.settings.publishing.nonJpegImages === 'refuse')
    throw unsupportedImageFormat(found.format)
  return {
    url,
    kind: 'image',
    bytes,
    format: found.format,
    width: found.width,
    height: found.height,
    durationMs: null,
  }
}

/** Downloads `video_url`: MP4 or MOV by their `ftyp` box, else 352/2207026. */
export async function fetchVideo(ctx: SimContext, url: string): Promise<FetchedMedia> {
  const { head, bytes } = await download(ctx, checkedUrl(url), MAX_VIDEO_BYTES, 'video')
  if (bytes === 0) throw mediaNotFetched(url)
  const found = probe(head)
  if (found.kind === 'unknown' && /^\s*</.test(head.toString('latin1', 0, 64)))
    throw mediaNotFetched(url) // an HTML page (a login wall) instead of the file
  if (found.kind !== 'video') throw unsupportedVideoFormat()
  const { format, width, height, durationMs } = found
  return { url, kind: 'video', bytes, format, width, height, durationMs }
}
