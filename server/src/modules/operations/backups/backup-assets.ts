import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises'
import { constants } from 'node:fs'
import path from 'node:path'
import { BACKUP_SUFFIX } from './backup-files'

// The media library's files (DATA_DIR/assets) go beside the database dump, as a folder named
// after it: flock-…Z.flock-backup.gz → flock-…Z.assets/. A bucket (ASSETS_S3_BUCKET) is kept by
// its own provider and is not copied.
export function assetsDirFor(backupFile: string): string {
  const base = backupFile.endsWith(BACKUP_SUFFIX)
    ? backupFile.slice(0, -BACKUP_SUFFIX.length)
    : backupFile
  return `${base}.assets`
}

export interface CopiedAssets {
  files: number
  bytes: number
}

// Every file under `from` into `to`, keeping its path. Asset files are written once and never
// changed, so a hard link is an exact copy that costs no space; across disks the file is copied.
// A file already at the target is left as it is (restoring into a library that has it).
export async function copyAssetFiles(from: string, to: string): Promise<CopiedAssets> {
  let entries: string[]
  try {
    entries = await readdir(from, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: 0, bytes: 0 }
    throw error
  }
  const copied: CopiedAssets = { files: 0, bytes: 0 }
  for (const entry of entries.sort()) {
    const source = path.join(from, entry)
    const info = await stat(source)
    // A half-written file (…part-pid-time) belongs to an upload still on its way.
    if (!info.isFile() || /\.part-\d+-\d+$/.test(entry)) continue
    const target = path.join(to, entry)
    await mkdir(path.dirname(target), { recursive: true })
    try {
      await link(source, target)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'EEXIST') continue
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'ENOTSUP') throw error
      try {
        await copyFile(source, target, constants.COPYFILE_EXCL)
      } catch (copyError) {
        if ((copyError as NodeJS.ErrnoException).code === 'EEXIST') continue
        throw copyError
      }
    }
    copied.files += 1
    copied.bytes += info.size
  }
  return copied
}

export async function removeBackupAssets(backupFile: string): Promise<void> {
  await rm(assetsDirFor(backupFile), { recursive: true, force: true })
}
