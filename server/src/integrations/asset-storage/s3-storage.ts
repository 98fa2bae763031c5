import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { AssetStorageError, type AssetStorage, type ByteRange } from './storage'

export interface S3StorageConfig {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  // MinIO, s3rver and most self-hosted servers want /bucket/key instead of bucket.host/key.
  forcePathStyle: boolean
  // A public bucket's (or its CDN's) address: Meta fetches renditions there instead of from Flock.
  publicUrl?: string
  // One request (a part of an upload, a read's first byte) may take this long.
  requestTimeoutMs: number
}

const NOT_FOUND = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket'])
const DENIED = new Set([
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'Forbidden',
  'AllAccessDisabled',
])

export function classifyS3Error(error: unknown, key: string): AssetStorageError {
  if (error instanceof AssetStorageError) return error
  if (error instanceof S3ServiceException) {
    const status = error.$metadata?.httpStatusCode
    if (NOT_FOUND.has(error.name) || status === 404)
      return new AssetStorageError('not_found', `No object ${key}`, { cause: error })
    if (DENIED.has(error.name) || status === 403 || status === 401)
      return new AssetStorageError('denied', `The bucket refused ${key}`, { cause: error })
    if (status !== undefined && status >= 500)
      return new AssetStorageError('unavailable', `The bucket failed on ${key}`, { cause: error })
    return new AssetStorageError('unexpected', `The bucket refused ${key}`, { cause: error })
  }
  const name = (error as Error)?.name
  const code = (error as NodeJS.ErrnoException)?.code
  if (
    name === 'TimeoutError' ||
    name === 'RequestTimeout' ||
    name === 'AbortError' ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE'].includes(
      code ?? '',
    )
  )
    return new AssetStorageError('unavailable', `Could not reach the bucket for ${key}`, {
      cause: error,
    })
  return new AssetStorageError('unexpected', `The bucket failed on ${key}`, { cause: error })
}

// An S3-compatible bucket (AWS, R2, MinIO, …) shared by every Flock process.
export function createS3Storage(config: S3StorageConfig): AssetStorage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    requestHandler: {
      connectionTimeout: Math.min(config.requestTimeoutMs, 10_000),
      requestTimeout: config.requestTimeoutMs,
    },
    maxAttempts: 3,
  })
  const publicBase = config.publicUrl?.replace(/\/+$/, '')

  return {
    kind: 's3',
    async putFile(key, sourcePath, contentType) {
      try {
        // Streamed in 8 MiB parts (multipart above that), never held whole in memory.
        const upload = new Upload({
          client,
          params: {
            Bucket: config.bucket,
            Key: key,
            Body: createReadStream(sourcePath),
            ContentType: contentType,
            // Renditions never change under a key.
            CacheControl: 'public, max-age=31536000, immutable',
          },
          partSize: 8 * 1024 * 1024,
          queueSize: 2,
        })
        await upload.done()
      } catch (error) {
        throw classifyS3Error(error, key)
      }
    },
    async read(key, range?: ByteRange) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        const total = range
          ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? Number.NaN)
          : Number(answer.ContentLength)
        if (!answer.Body || !Number.isFinite(total))
          throw new AssetStorageError('unexpected', `The bucket sent no size for ${key}`)
        return { stream: answer.Body as Readable, totalBytes: total }
      } catch (error) {
        throw classifyS3Error(error, key)
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }))
        return Number(head.ContentLength)
      } catch (error) {
        throw classifyS3Error(error, key)
      }
    },
    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }))
      } catch (error) {
        const classified = classifyS3Error(error, key)
        if (classified.kind !== 'not_found') throw classified
      }
    },
    publicUrl: (key) =>
      publicBase ? `${publicBase}/${key.split('/').map(encodeURIComponent).join('/')}` : null,
  }
}
