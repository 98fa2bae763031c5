import { aspectFit, type TAsset } from '@common/schemas/asset'
import type { AssetStorage } from '../../../integrations/asset-storage'
import type { AssetRow } from './assets.repository'

// The public files' names: what Meta fetches, and the library's thumbnail.
export const RENDITION_FILES = { image: 'image.jpg', video: 'video.mp4' } as const
export const THUMBNAIL_FILE = 'thumb.jpg'

export function publicFilePath(token: string, file: string): string {
  return `/media-files/${token}/${file}`
}

// Row → API shape. A public bucket serves the files itself; otherwise Flock does, at PUBLIC_URL.
export function toAsset(
  row: AssetRow,
  storage: Pick<AssetStorage, 'publicUrl'>,
  publicUrl: string,
): TAsset {
  const served = (key: string, file: string) =>
    storage.publicUrl(key) ?? `${publicUrl}${publicFilePath(row.publicToken, file)}`
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    mimeType: row.mimeType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    durationMs: row.durationMs,
    aspectFit: aspectFit(row.width, row.height),
    altText: row.altText,
    publicUrl: served(row.renditionKey, RENDITION_FILES[row.kind]),
    thumbnailUrl: served(row.thumbnailKey, THUMBNAIL_FILE),
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  }
}
