import type { Readable } from 'node:stream'

// Where asset files live: a folder under DATA_DIR (local) or an S3-compatible bucket. Files are
// written once under a fresh key and never changed, so any copy (a backup, a CDN) stays right.
export interface AssetStorage {
  readonly kind: 'local' | 's3'
  // Streams the file at `sourcePath` (a finished temp file) to `key`.
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>
  // The file's bytes, whole or one inclusive range; the size is the whole file's.
  read(key: string, range?: ByteRange): Promise<StoredFile>
  size(key: string): Promise<number>
  // Removing a key that is not there is not an error.
  delete(key: string): Promise<void>
  // The address anyone can fetch the key at without Flock (a public bucket), or null when Flock
  // serves it itself.
  publicUrl(key: string): string | null
}

export interface ByteRange {
  start: number
  end: number
}

export interface StoredFile {
  stream: Readable
  // The whole file's size, whatever range was read.
  totalBytes: number
}

export type AssetStorageErrorKind =
  | 'not_found' // no file under that key
  | 'denied' // the bucket refused our credentials or the folder is not writable
  | 'unavailable' // time-out, network failure, 5xx: try again later
  | 'unexpected' // anything else

export class AssetStorageError extends Error {
  readonly kind: AssetStorageErrorKind

  constructor(kind: AssetStorageErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'AssetStorageError'
    this.kind = kind
  }
}

// What a person is told, per kind; the cause goes to the logs.
export const STORAGE_USER_MESSAGES: Record<AssetStorageErrorKind, string> = {
  not_found: 'That file is no longer in the media library.',
  denied: 'Flock cannot write to its file storage. Please tell whoever runs Flock.',
  unavailable: 'The file storage is not responding right now. Please try again in a few minutes.',
  unexpected: 'The file storage answered in a way Flock did not understand. Please try again.',
}
