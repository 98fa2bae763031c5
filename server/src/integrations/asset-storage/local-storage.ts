import { createReadStream } from 'node:fs'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { AssetStorageError, type AssetStorage, type ByteRange } from './storage'

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/

// Keys are made by Flock, but a key is still never allowed to leave the folder.
function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new AssetStorageError('unexpected', `Not a storage key: ${key}`)
  return path.join(root, key)
}

function classify(error: unknown, key: string): AssetStorageError {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT')
    return new AssetStorageError('not_found', `No file ${key}`, { cause: error })
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return new AssetStorageError('denied', `Cannot write ${key}`, { cause: error })
  if (code === 'ENOSPC') return new AssetStorageError('unavailable', 'Disk full', { cause: error })
  return new AssetStorageError('unexpected', `File storage failed on ${key}`, { cause: error })
}

// Files under DATA_DIR/assets (the default): one process, or several sharing a disk; `npm run
// backup` copies the folder beside the database dump.
export function createLocalStorage(root: string): AssetStorage {
  return {
    kind: 'local',
    async putFile(key, sourcePath) {
      const target = fileOf(root, key)
      try {
        await mkdir(path.dirname(target), { recursive: true })
        // A temp name first: a reader never sees half a file.
        const draft = `${target}.part-${process.pid}-${Date.now()}`
        await copyFile(sourcePath, draft)
        await rename(draft, target)
      } catch (error) {
        throw classify(error, key)
      }
    },
    async read(key, range?: ByteRange) {
      const file = fileOf(root, key)
      try {
        const { size } = await stat(file)
        const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {})
        return { stream, totalBytes: size }
      } catch (error) {
        throw classify(error, key)
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(root, key))).size
      } catch (error) {
        throw classify(error, key)
      }
    },
    async delete(key) {
      try {
        await rm(fileOf(root, key), { force: true })
      } catch (error) {
        throw classify(error, key)
      }
    },
    publicUrl: () => null,
  }
}
