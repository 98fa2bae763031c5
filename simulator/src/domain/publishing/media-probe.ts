/**
 * Reads just enough of a downloaded file to tell what it is and how big it is on screen, as
 * Instagram does before it accepts a container: image format and dimensions from the JPEG or
 * PNG header, video container from the MP4/QuickTime `ftyp` box and, when the `moov` box is in
 * the bytes read, the duration and the video track's size.
 */

export interface Probe {
  kind: 'image' | 'video' | 'unknown'
  format: string
  width: number | null
  height: number | null
  durationMs: number | null
}

const unknown: Probe = {
  kind: 'unknown',
  format: 'unknown',
  width: null,
  height: null,
  durationMs: null,
}

const startsWith = (buf: Buffer, bytes: number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b)

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpegSize(buf: Buffer): { width: number; height: number } | null {
  let pos = 2
  while (pos + 4 <= buf.length) {
    if (buf[pos] !== 0xff) return null
    const marker = buf[pos + 1]!
    if (marker === 0xff) {
      pos += 1 // fill byte
      continue
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      pos += 2
      continue
    }
    const length = buf.readUInt16BE(pos + 2)
    if (SOF.has(marker)) {
      if (pos + 9 > buf.length) return null
      return { height: buf.readUInt16BE(pos + 5), width: buf.readUInt16BE(pos + 7) }
    }
    if (marker === 0xd9 || marker === 0xda) return null // end of image, or scan data began
    pos += 2 + length
  }
  return null
}

interface Box {
  type: string
  start: number
  end: number
}

/** The boxes directly inside [from, to); stops at a box that runs past the bytes read. */
function boxes(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = []
  let pos = from
  while (pos + 8 <= to) {
    let size = buf.readUInt32BE(pos)
    const type = buf.toString('latin1', pos + 4, pos + 8)
    let header = 8
    if (size === 1) {
      if (pos + 16 > to) break
      size = Number(buf.readBigUInt64BE(pos + 8))
      header = 16
    } else if (size === 0) size = to - pos
    if (size < header) break
    out.push({ type, start: pos + header, end: Math.min(pos + size, to) })
    if (pos + size > to) break
    pos += size
  }
  return out
}

function movieInfo(buf: Buffer) {
  const moov = boxes(buf, 0, buf.length).find((b) => b.type === 'moov')
  if (!moov) return { durationMs: null, width: null, height: null }
  let durationMs: number | null = null
  let width: number | null = null
  let height: number | null = null
  for (const box of boxes(buf, moov.start, moov.end)) {
    if (box.type === 'mvhd' && box.end - box.start >= 32) {
      const v1 = buf[box.start] === 1
      const timescale = buf.readUInt32BE(box.start + (v1 ? 20 : 12))
      const duration = v1
        ? Number(buf.readBigUInt64BE(box.start + 24))
        : buf.readUInt32BE(box.start + 16)
      if (timescale > 0) durationMs = Math.round((duration / timescale) * 1000)
    }
    if (box.type === 'trak' && width === null) {
      const tkhd = boxes(buf, box.start, box.end).find((b) => b.type === 'tkhd')
      if (!tkhd) continue
      // Width and height are the last two fields (16.16 fixed point); audio tracks have 0.
      const at = tkhd.start + (buf[tkhd.start] === 1 ? 88 : 76)
      if (at + 8 > tkhd.end) continue
      const w = buf.readUInt32BE(at) / 65536
      const h = buf.readUInt32BE(at + 4) / 65536
      if (w > 0 && h > 0) [width, height] = [Math.round(w), Math.round(h)]
    }
  }
  return { durationMs, width, height }
}

const IMAGE_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1', 'avif'])

export function probe(head: Buffer): Probe {
  if (startsWith(head, [0xff, 0xd8, 0xff])) {
    const size = jpegSize(head)
    return { ...unknown, kind: 'image', format: 'image/jpeg', ...size }
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    const ok = head.length >= 24
    return {
      ...unknown,
      kind: 'image',
      format: 'image/png',
      width: ok ? head.readUInt32BE(16) : null,
      height: ok ? head.readUInt32BE(20) : null,
    }
  }
  if (head.toString('latin1', 0, 4) === 'GIF8')
    return { ...unknown, kind: 'image', format: 'image/gif' }
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return { ...unknown, kind: 'image', format: 'image/webp' }
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12)
    if (IMAGE_BRANDS.has(brand)) return { ...unknown, kind: 'image', format: 'image/heic' }
    const format = brand === 'qt  ' ? 'video/quicktime' : 'video/mp4'
    return { kind: 'video', format, ...movieInfo(head) }
  }
  return unknown
}
