import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { cleanText } from '@common/clean-text'
import type { TAsset, TAssetPage } from '@common/schemas/asset'
import { POST_STATE_LABELS, type TPostState } from '@common/schemas/posts'
import type { Database } from '../../../db/client'
import type { AssetStorage } from '../../../integrations/asset-storage'
import { AppError, notFound } from '../../../lib/app-error'
import { type Keyset, toPage } from '../../../lib/pagination'
import { toAsset } from './asset-view'
import { storeAsset } from './asset-store'
import { deleteUnusedAsset, findAsset, listAssetsPage, updateAltText } from './assets.repository'
import { processImage } from './image-processing'
import { receiveUpload } from './upload-stream'
import { probeVideo, processVideo } from './video-processing'

export interface AssetContext {
  db: Database
  storage: AssetStorage
  publicUrl: string
  // Uploads are received and processed under DATA_DIR/tmp/assets, then handed to the storage.
  tempDir: string
}

// What a device called the file, shown in the library: no folders, no control characters.
export function displayFileName(name: string | undefined): string {
  const base = cleanText(name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
  return base.slice(0, 255) || 'Untitled'
}

// Receives one file, checks it by its content, makes its Instagram rendition and thumbnail, stores
// all three and records the asset. Whatever fails, no temp file or half-stored asset remains.
export async function uploadAsset(
  context: AssetContext,
  upload: {
    organizationId: string
    uploadedBy: string
    source: Readable
    fileName: string | undefined
    altText: string
  },
): Promise<TAsset> {
  const received = await receiveUpload(upload.source, context.tempDir)
  const renditionPath = `${received.tempPath}.rendition`
  const thumbnailPath = `${received.tempPath}.thumb.jpg`
  try {
    let shape: { width: number; height: number; durationMs: number | null }
    if (received.kind === 'image') {
      shape = {
        ...(await processImage(received.tempPath, { renditionPath, thumbnailPath })),
        durationMs: null,
      }
    } else {
      const video = await probeVideo(received.tempPath)
      await processVideo(received.tempPath, video.durationMs, { renditionPath, thumbnailPath })
      shape = { width: video.width, height: video.height, durationMs: video.durationMs }
    }
    return await storeAsset(
      context,
      {
        kind: received.kind,
        originalPath: received.tempPath,
        originalExtension: received.extension,
        originalMimeType: received.mimeType,
        renditionPath,
        thumbnailPath,
      },
      {
        organizationId: upload.organizationId,
        uploadedBy: upload.uploadedBy,
        fileName: displayFileName(upload.fileName),
        bytes: received.bytes,
        ...shape,
        altText: upload.altText,
      },
    )
  } finally {
    await Promise.all(
      [received.tempPath, renditionPath, thumbnailPath].map((file) => rm(file, { force: true })),
    )
  }
}

export async function listAssets(
  context: AssetContext,
  organizationId: string,
  page: { after?: Keyset; limit: number },
): Promise<TAssetPage> {
  const rows = await listAssetsPage(context.db, organizationId, page)
  const { items, nextCursor } = toPage(rows, page.limit, (row) => ({
    key: row.createdAtKey,
    id: row.asset.id,
  }))
  return {
    items: items.map((row) => toAsset(row.asset, context.storage, context.publicUrl)),
    nextCursor,
  }
}

export async function getAsset(context: AssetContext, organizationId: string, id: string) {
  const row = await findAsset(context.db, organizationId, id)
  if (!row) throw notFound('Asset not found')
  return toAsset(row, context.storage, context.publicUrl)
}

export async function setAltText(
  context: AssetContext,
  organizationId: string,
  id: string,
  altText: string,
) {
  const row = await updateAltText(context.db, organizationId, id, altText)
  if (!row) throw notFound('Asset not found')
  return toAsset(row, context.storage, context.publicUrl)
}

// The row goes first: from that moment no URL serves the files, and a crash between the two steps
// leaves only unreachable files, never a row without its files.
export async function deleteAsset(context: AssetContext, organizationId: string, id: string) {
  // A file a post not yet published uses is refused with 409 naming the posts; a published post
  // keeps its place on Instagram and only loses the link to the library (post_items.asset_id).
  const result = await deleteUnusedAsset(context.db, organizationId, id)
  if (!result) throw notFound('Asset not found')
  if (result.usedBy) throw assetInUse(result.usedBy)
  const row = result.deleted
  await Promise.allSettled(
    [row.originalKey, row.renditionKey, row.thumbnailKey].map((key) => context.storage.delete(key)),
  )
}

const POST_NAME_LENGTH = 40

function postName(post: { caption: string; state: TPostState }) {
  const caption = post.caption.replace(/\s+/g, ' ').trim()
  const name =
    caption.length > POST_NAME_LENGTH
      ? `“${caption.slice(0, POST_NAME_LENGTH - 1).trimEnd()}…”`
      : caption
        ? `“${caption}”`
        : 'a post without a caption'
  return `${name} (${POST_STATE_LABELS[post.state].toLowerCase()})`
}

function assetInUse(usedBy: { caption: string; state: TPostState }[]) {
  const names = usedBy.map(postName)
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  return new AppError(
    'ASSET_IN_USE',
    `This file is used by ${usedBy.length === 1 ? 'a post' : 'posts'} not yet published: ${list}. Take it out of ${usedBy.length === 1 ? 'that post' : 'those posts'} or delete ${usedBy.length === 1 ? 'it' : 'them'} first.`,
  )
}

// After a church's deletion has committed: its files go too. Best effort, as for one asset: a file
// left behind is unreachable, since no row names its token any more.
export async function deleteStoredFiles(storage: AssetStorage, keys: readonly string[]) {
  await Promise.allSettled(keys.map((key) => storage.delete(key)))
}

export const assetTempDir = (dataDir: string) => path.join(dataDir, 'tmp', 'assets')
