import { ApiError, apiError, safeJson } from './api-client'

export type DownloadProgress = { rows: number; total: number | null }

const QUOTE = 0x22
const LINE_FEED = 0x0a

// Counts the records of a CSV file as its bytes arrive: a line feed ends a record only outside
// quotes (a comment's text may hold line breaks). Both bytes are ASCII, which UTF-8 never uses
// inside a multi-byte character, so the bytes need no decoding.
export function csvRecordCounter() {
  let quoted = false
  let records = 0
  return (bytes: Uint8Array) => {
    for (const byte of bytes) {
      if (byte === QUOTE) quoted = !quoted
      else if (byte === LINE_FEED && !quoted) records += 1
    }
    return records
  }
}

// The file name the server gave in Content-Disposition, or the fallback.
export function attachmentName(disposition: string | null, fallback: string) {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback
}

// Downloads a CSV export the server streams, reporting rows received against the total the
// server announced (X-Total-Count), then hands the file to the browser to save. The whole file
// is held in a Blob until the end, which the browser keeps on disk when it is large.
export async function downloadCsv(
  url: string,
  options: { signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
) {
  let response: Response
  try {
    response = await fetch(url, { credentials: 'same-origin', signal: options.signal })
  } catch (error) {
    if (options.signal.aborted) throw error
    throw new ApiError(0, 'NETWORK', 'Could not reach Flock. Check your connection and try again.')
  }
  if (!response.ok || !response.body) {
    throw apiError(response.status, safeJson(await response.text()))
  }
  const announced = Number(response.headers.get('x-total-count'))
  const total = response.headers.has('x-total-count') && announced >= 0 ? announced : null
  const countRecords = csvRecordCounter()
  const chunks: Uint8Array[] = []
  let rows = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    // The first record is the header line.
    rows = Math.max(0, countRecords(value) - 1)
    options.onProgress({ rows, total })
  }
  const file = new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' })
  const href = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = href
  link.download = attachmentName(response.headers.get('content-disposition'), 'flock-export.csv')
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked later: the browser reads the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
  return { rows }
}
