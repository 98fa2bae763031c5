import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { once } from 'node:events'
import { buffer } from 'node:stream/consumers'
import { finished } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, TEST_BUCKET, TEST_S3_KEY } from '../../../test/s3-server'
import { createS3Storage } from './s3-storage'
import { AssetStorageError, type AssetStorage } from './storage'

let s3: Awaited<ReturnType<typeof startS3Server>>
let storage: AssetStorage
let work: string

beforeAll(async () => {
  s3 = await startS3Server()
  work = await mkdtemp(path.join(os.tmpdir(), 'flock-s3-files-'))
  storage = createS3Storage({
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: s3.endpoint,
    ...TEST_S3_KEY,
    forcePathStyle: true,
    requestTimeoutMs: 10_000,
  })
})
afterAll(async () => {
  await s3?.stop()
  await rm(work, { recursive: true, force: true })
})

// A file of `megabytes` random megabytes written a chunk at a time, with its SHA-256.
async function randomFile(name: string, megabytes: number) {
  const file = path.join(work, name)
  const hash = createHash('sha256')
  const out = createWriteStream(file)
  for (let i = 0; i < megabytes; i++) {
    const chunk = randomBytes(1024 * 1024)
    hash.update(chunk)
    if (!out.write(chunk)) await once(out, 'drain')
  }
  out.end()
  await finished(out)
  return { file, sha256: hash.digest('hex'), bytes: megabytes * 1024 * 1024 }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

describe('the S3 storage, on a real S3-compatible server', () => {
  it('streams a file larger than one part up (a multipart upload), and reads it back whole', async () => {
    const source = await randomFile('video.mp4', 20)
    await storage.putFile('public/token-a/video.mp4', source.file, 'video/mp4')
    expect(await storage.size('public/token-a/video.mp4')).toBe(source.bytes)
    const whole = await storage.read('public/token-a/video.mp4')
    expect(whole.totalBytes).toBe(source.bytes)
    expect(sha256(await buffer(whole.stream))).toBe(source.sha256)
  })

  it('reads one range, telling the whole size', async () => {
    const source = await randomFile('image.jpg', 1)
    await storage.putFile('public/token-b/image.jpg', source.file, 'image/jpeg')
    const part = await storage.read('public/token-b/image.jpg', { start: 1000, end: 1999 })
    expect(part.totalBytes).toBe(source.bytes)
    const bytes = await buffer(part.stream)
    expect(bytes.length).toBe(1000)
    const all = await buffer((await storage.read('public/token-b/image.jpg')).stream)
    expect(bytes.equals(all.subarray(1000, 2000))).toBe(true)
  })

  it('deletes, after which the key is not found, and deleting again is fine', async () => {
    const source = await randomFile('thumb.jpg', 1)
    await storage.putFile('public/token-c/thumb.jpg', source.file, 'image/jpeg')
    await storage.delete('public/token-c/thumb.jpg')
    await expect(storage.size('public/token-c/thumb.jpg')).rejects.toMatchObject({
      kind: 'not_found',
    })
    await expect(storage.read('public/token-c/thumb.jpg')).rejects.toBeInstanceOf(AssetStorageError)
    await storage.delete('public/token-c/thumb.jpg')
  })

  it('classifies a refused key and an unreachable server', async () => {
    const wrongKey = createS3Storage({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'not-the-secret',
      forcePathStyle: true,
      requestTimeoutMs: 5_000,
    })
    await expect(wrongKey.size('public/token-a/video.mp4')).rejects.toMatchObject({
      kind: 'denied',
    })
    const gone = createS3Storage({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9',
      ...TEST_S3_KEY,
      forcePathStyle: true,
      requestTimeoutMs: 2_000,
    })
    await expect(gone.size('any')).rejects.toMatchObject({ kind: 'unavailable' })
  })

  it('gives a public bucket’s address for a key when one is configured', () => {
    const withPublic = createS3Storage({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      ...TEST_S3_KEY,
      forcePathStyle: true,
      publicUrl: 'https://media.grace.example/',
      requestTimeoutMs: 2_000,
    })
    expect(withPublic.publicUrl('public/abc_-/image.jpg')).toBe(
      'https://media.grace.example/public/abc_-/image.jpg',
    )
    expect(storage.publicUrl('public/abc/image.jpg')).toBeNull()
  })
})
