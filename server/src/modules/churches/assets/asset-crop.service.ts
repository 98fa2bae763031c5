import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import sharp from 'sharp'
import { type TAsset, type TAssetCrop, cropRectangle } from '@common/schemas/asset'
import {
  AssetStorageError,
  STORAGE_USER_MESSAGES,
} from '../../../integrations/asset-storage/storage'
import { AppError, notFound } from '../../../lib/app-error'
import type { AssetContext } from './assets.service'
import { findAsset } from './assets.repository'
import { storeAsset } from './asset-store'
import { MAX_INPUT_PIXELS, processImage } from './image-processing'

// A picture of the wrong shape for where it is going, cropped to one Instagram takes: a new file
// in the library beside the first, which stays as it was (a post may already use it). Cut from
// the original upload, not the 1440 px rendition, so a landscape photo cropped to portrait keeps
// every pixel it can.
export async function cropAsset(
  context: AssetContext,
  request: { organizationId: string; assetId: string; croppedBy: string; crop: TAssetCrop },
): Promise<TAsset> {
  const source = await findAsset(context.db, request.organizationId, request.assetId)
  if (!source) throw notFound('Asset not found')
  if (source.kind !== 'image')
    throw new AppError(
      'VALIDATION_FAILED',
      'Only pictures can be cropped in Flock. Crop the video where it was made, then upload it again.',
    )
  await mkdir(context.tempDir, { recursive: true, mode: 0o700 })
  const base = path.join(context.tempDir, `crop-${randomUUID()}`)
  const files = {
    original: `${base}.source`,
    cropped: `${base}.jpg`,
    rendition: `${base}.rendition`,
    thumbnail: `${base}.thumb.jpg`,
  }
  try {
    await readOriginal(context, source.originalKey, files.original)
    // The row's width and height are the upright picture's, as the browser drew the frame on it.
    const area = cropRectangle(source.width, source.height, request.crop.ratio, {
      x: request.crop.focusX,
      y: request.crop.focusY,
    })
    try {
      await sharp(files.original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .extract(area)
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 92, mozjpeg: true })
        .toFile(files.cropped)
    } catch (cause) {
      throw new AppError(
        'VALIDATION_FAILED',
        'This picture could not be cropped; it may be damaged.',
        {
          cause,
        },
      )
    }
    const shape = await processImage(files.cropped, {
      renditionPath: files.rendition,
      thumbnailPath: files.thumbnail,
    })
    return await storeAsset(
      context,
      {
        kind: 'image',
        originalPath: files.cropped,
        originalExtension: 'jpg',
        originalMimeType: 'image/jpeg',
        renditionPath: files.rendition,
        thumbnailPath: files.thumbnail,
      },
      {
        organizationId: request.organizationId,
        uploadedBy: request.croppedBy,
        fileName: croppedName(source.fileName, request.crop.ratio),
        bytes: (await stat(files.cropped)).size,
        width: shape.width,
        height: shape.height,
        durationMs: null,
        altText: source.altText,
      },
    )
  } finally {
    await Promise.all(Object.values(files).map((file) => rm(file, { force: true })))
  }
}

async function readOriginal(context: AssetContext, key: string, target: string) {
  try {
    const file = await context.storage.read(key)
    await pipeline(file.stream, createWriteStream(target, { mode: 0o600 }))
  } catch (error) {
    const kind = error instanceof AssetStorageError ? error.kind : 'unexpected'
    throw new AppError(
      kind === 'not_found' ? 'NOT_FOUND' : 'UNAVAILABLE',
      STORAGE_USER_MESSAGES[kind],
      {
        cause: error,
      },
    )
  }
}

// "Easter lunch.png" cropped to 4:5 is "Easter lunch (4:5).jpg": told apart in the library.
export function croppedName(fileName: string, ratio: string): string {
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName
  return `${stem.slice(0, 240)} (${ratio}).jpg`
}
