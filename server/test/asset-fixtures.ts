import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'

const run = promisify(execFile)

// Real files for media library tests, made on the spot: pictures by sharp, a video by the ffmpeg
// Flock ships with.
export function picture(format: 'jpeg' | 'png' | 'webp', width = 800, height = 1000) {
  return sharp({
    create: { width, height, channels: 4, background: { r: 40, g: 120, b: 200, alpha: 0.8 } },
  })
    .toFormat(format)
    .toBuffer()
}

// A JPEG stored sideways with EXIF orientation 6 and a GPS-carrying EXIF block.
export function sidewaysJpeg() {
  return sharp({ create: { width: 600, height: 400, channels: 3, background: '#884422' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Copyright: 'Grace Church' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer()
}

export async function video(
  options: { width?: number; height?: number; seconds?: number; codec?: 'libx264' | 'mpeg4' } = {},
) {
  const { default: ffmpeg } = await import('@ffmpeg-installer/ffmpeg')
  const file = path.join(os.tmpdir(), `flock-fixture-${process.pid}-${Date.now()}.mp4`)
  const size = `${options.width ?? 360}x${options.height ?? 640}`
  await run(ffmpeg.path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(options.seconds ?? 2)],
    ...[
      '-c:v',
      options.codec ?? 'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      file,
    ],
  ])
  try {
    return await readFile(file)
  } finally {
    await rm(file, { force: true })
  }
}

export interface Part {
  name: string
  filename?: string
  contentType?: string
  data: Buffer | string
}

// A multipart/form-data body as a browser's FormData would send it.
export function multipartBody(parts: Part[]) {
  const boundary = `----flock${Math.random().toString(16).slice(2)}`
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : ''
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`))
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

export function fileUpload(data: Buffer | string, filename: string, altText?: string) {
  return multipartBody([
    ...(altText !== undefined ? [{ name: 'altText', data: altText }] : []),
    { name: 'file', filename, contentType: 'application/octet-stream', data },
  ])
}
