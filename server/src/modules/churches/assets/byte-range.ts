import type { ByteRange } from '../../../integrations/asset-storage/storage'

// One `Range: bytes=…` of a file of `size` bytes: a range to send (206), null for the whole file
// (no header, or one we do not serve such as several ranges, which RFC 9110 lets a server ignore),
// or 'unsatisfiable' (416) when it starts past the end.
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first, last] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // The last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return null
  return { start, end }
}
