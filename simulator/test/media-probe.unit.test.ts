import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { probe } from '../src/domain/publishing/media-probe'
import { jpeg, mp4, png } from './publishing-fixtures'

describe('media probe', () => {
  it('reads the size of a JPEG written by an encoder', () => {
    const photo = readFileSync(new URL('./fixtures/photo-60x75.jpg', import.meta.url))
    expect(probe(photo)).toMatchObject({
      kind: 'image',
      format: 'image/jpeg',
      width: 60,
      height: 75,
    })
  })

  it('skips EXIF blocks before the frame header, and reads PNG headers', () => {
    expect(probe(jpeg(1080, 1350))).toMatchObject({ width: 1080, height: 1350 })
    expect(probe(png(640, 480))).toMatchObject({ format: 'image/png', width: 640, height: 480 })
  })

  it('reads an MP4 or MOV: format, duration and the video track size', () => {
    expect(probe(mp4(1080, 1920, 15_000))).toEqual({
      kind: 'video',
      format: 'video/mp4',
      width: 1080,
      height: 1920,
      durationMs: 15_000,
    })
    expect(probe(mp4(720, 1280, 3000, 'qt  ')).format).toBe('video/quicktime')
  })

  it('knows nothing of other bytes and of truncated headers', () => {
    expect(probe(Buffer.from('<html>login</html>')).kind).toBe('unknown')
    expect(probe(Buffer.alloc(0)).kind).toBe('unknown')
    expect(probe(jpeg(100, 100).subarray(0, 40))).toMatchObject({ kind: 'image', width: null })
    expect(probe(mp4(1080, 1920, 1000).subarray(0, 40))).toMatchObject({
      kind: 'video',
      width: null,
      durationMs: null,
    })
  })
})
