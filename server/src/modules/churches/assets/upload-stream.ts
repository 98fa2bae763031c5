import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ASSET_LIMITS } from '@common/schemas/asset'
import { AppError } from '../../../lib/app-error'
import { SNIFF_BYTES, sniffContent } from './content-sniff'

export interface ReceivedUpload {
  tempPath: string
  kind: 'image' | 'video'
  mimeType: string
  extension: string
  bytes: number
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

export const notAnAsset = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'This file is not a JPEG, PNG or WebP picture or an MP4 or MOV video. Choose a photo or a video.',
  )

// HEIC needs an HEVC decoder, which the libvips that ships with sharp leaves out (decision 065).
export const heicRefused = () =>
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'HEIC photos (the iPhone default) cannot be converted here yet. Export the photo as JPEG, or set ' +
      'the iPhone to Settings › Camera › Formats › Most Compatible, and upload it again.',
  )

export const tooLarge = (kind: 'image' | 'video') =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    kind === 'image'
      ? `Pictures may be at most ${megabytes(ASSET_LIMITS.image.maxBytes)} (Instagram's limit).`
      : `Videos may be at most ${megabytes(ASSET_LIMITS.video.maxBytes)}.`,
  )

// Reads the first bytes to know what the file is, then counts every byte against that kind's
// cap, failing the moment it is passed: nothing is held in memory beyond one chunk.
function sniffingCounter(found: (upload: Omit<ReceivedUpload, 'tempPath' | 'bytes'>) => void) {
  let head = Buffer.alloc(0)
  let cap = 0
  let bytes = 0
  const decide = (): void => {
    const type = sniffContent(head)
    if (type === null) throw notAnAsset()
    if (type.kind === 'heic') throw heicRefused()
    cap = ASSET_LIMITS[type.kind].maxBytes
    found(type as Omit<ReceivedUpload, 'tempPath' | 'bytes'>)
  }
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      try {
        bytes += chunk.length
        if (cap === 0) {
          head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)])
          if (head.length >= SNIFF_BYTES) decide()
        }
        if (cap !== 0 && bytes > cap)
          throw tooLarge(cap === ASSET_LIMITS.image.maxBytes ? 'image' : 'video')
        done(null, chunk)
      } catch (error) {
        done(error as Error)
      }
    },
    flush(done) {
      try {
        if (bytes === 0) throw new AppError('VALIDATION_FAILED', 'The file is empty.')
        if (cap === 0) decide()
        done()
      } catch (error) {
        done(error as Error)
      }
    },
  })
  return { counter, bytes: () => bytes }
}

// Streams an upload to a temp file under `tempDir`, checking its content and size as it goes.
// The caller removes the file when done with it; on any failure it is already gone.
export async function receiveUpload(source: Readable, tempDir: string): Promise<ReceivedUpload> {
  await mkdir(tempDir, { recursive: true, mode: 0o700 })
  const tempPath = path.join(tempDir, `upload-${randomUUID()}`)
  let type: Omit<ReceivedUpload, 'tempPath' | 'bytes'> | undefined
  const { counter, bytes } = sniffingCounter((found) => (type = found))
  try {
    await pipeline(source, counter, createWriteStream(tempPath, { mode: 0o600 }))
  } catch (error) {
    await rm(tempPath, { force: true })
    throw error
  }
  return { ...type!, tempPath, bytes: bytes() }
}
