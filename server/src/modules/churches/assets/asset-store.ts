import { randomBytes } from 'node:crypto'
import type { TAsset, TAssetKind } from '@common/schemas/asset'
import type { AssetStorage } from '../../../integrations/asset-storage'
import {
  AssetStorageError,
  STORAGE_USER_MESSAGES,
} from '../../../integrations/asset-storage/storage'
import { AppError } from '../../../lib/app-error'
import type { Database } from '../../../db/client'
import { RENDITION_FILES, THUMBNAIL_FILE, toAsset } from './asset-view'
import { insertAsset } from './assets.repository'

// 256 random bits: the public files' address cannot be guessed or walked.
export const newPublicToken = () => randomBytes(32).toString('base64url')

const storageFailed = (error: unknown) => {
  const kind = error instanceof AssetStorageError ? error.kind : 'unexpected'
  return new AppError('UNAVAILABLE', STORAGE_USER_MESSAGES[kind], { cause: error })
}

export interface ProcessedFiles {
  kind: TAssetKind
  // The file as the person gave it (or as cropped), its Instagram rendition and its thumbnail:
  // finished temp files, which the caller removes.
  originalPath: string
  originalExtension: string
  originalMimeType: string
  renditionPath: string
  thumbnailPath: string
}

export interface AssetDetails {
  organizationId: string
  uploadedBy: string
  fileName: string
  bytes: number
  width: number
  height: number
  durationMs: number | null
  altText: string
}

// Hands the three files to the storage under fresh keys and records the asset. A failure on the
// way leaves no stored file behind (best effort: a file no row names is unreachable anyway).
export async function storeAsset(
  context: { db: Database; storage: AssetStorage; publicUrl: string },
  files: ProcessedFiles,
  details: AssetDetails,
): Promise<TAsset> {
  const token = newPublicToken()
  const keys = {
    // The original keeps what the device wrote (EXIF, a position): it is never served publicly,
    // and its key shares nothing with the public token.
    originalKey: `originals/${details.organizationId}/${randomBytes(16).toString('base64url')}.${files.originalExtension}`,
    renditionKey: `public/${token}/${RENDITION_FILES[files.kind]}`,
    thumbnailKey: `public/${token}/${THUMBNAIL_FILE}`,
  }
  const stored: string[] = []
  try {
    const renditionType = files.kind === 'image' ? 'image/jpeg' : 'video/mp4'
    try {
      for (const [key, file, type] of [
        [keys.originalKey, files.originalPath, files.originalMimeType],
        [keys.renditionKey, files.renditionPath, renditionType],
        [keys.thumbnailKey, files.thumbnailPath, 'image/jpeg'],
      ] as const) {
        stored.push(key)
        await context.storage.putFile(key, file, type)
      }
    } catch (error) {
      throw storageFailed(error)
    }
    const row = await insertAsset(context.db, {
      ...details,
      kind: files.kind,
      mimeType: files.originalMimeType,
      ...keys,
      publicToken: token,
    })
    stored.length = 0
    return toAsset(row, context.storage, context.publicUrl)
  } finally {
    await Promise.allSettled(stored.map((key) => context.storage.delete(key)))
  }
}
