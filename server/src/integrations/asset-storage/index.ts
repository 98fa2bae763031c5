import path from 'node:path'
import type { Env } from '../../config/env'
import { createLocalStorage } from './local-storage'
import { createS3Storage } from './s3-storage'
import type { AssetStorage } from './storage'

export type { AssetStorage } from './storage'

// The bucket when ASSETS_S3_BUCKET is set; otherwise DATA_DIR/assets.
export function createAssetStorage(env: Env): AssetStorage {
  if (!env.ASSETS_S3_BUCKET) return createLocalStorage(path.join(env.dataDir, 'assets'))
  return createS3Storage({
    bucket: env.ASSETS_S3_BUCKET,
    region: env.ASSETS_S3_REGION,
    endpoint: env.ASSETS_S3_ENDPOINT,
    accessKeyId: env.ASSETS_S3_ACCESS_KEY_ID,
    secretAccessKey: env.ASSETS_S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.ASSETS_S3_FORCE_PATH_STYLE === 'true',
    publicUrl: env.ASSETS_S3_PUBLIC_URL,
    requestTimeoutMs: 60_000,
  })
}
