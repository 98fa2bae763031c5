import type { TAssetKind } from '@common/schemas/asset'

// What a file is, read from its first bytes: a name or a browser's Content-Type says nothing a
// person (or an attacker) cannot change. 32 bytes settle every type below.
export const SNIFF_BYTES = 32

export type SniffedType =
  { kind: TAssetKind; mimeType: string; extension: string } | { kind: 'heic' } | null

// ISO base media (MP4, MOV, HEIF) files start with a box `size ftyp major-brand`.
function ftypBrand(head: Buffer): string | null {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return null
  return head.toString('latin1', 8, 12)
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'])
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'MSNV',
  'dash',
  '3gp4',
  '3gp5',
  '3gp6',
])

export function sniffContent(head: Buffer): SniffedType {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' }
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' }
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' }
  const brand = ftypBrand(head)
  if (brand === null) return null
  if (HEIF_BRANDS.has(brand)) return { kind: 'heic' }
  if (brand === 'qt  ') return { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' }
  if (MP4_BRANDS.has(brand)) return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' }
  return null
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
