import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { TBackupFile } from '@common/schemas/backup'
import { BACKUP_SUFFIX } from './backup-files'
import { backupTime } from './retention'

// Where each kind of backup lives: `npm run backup` writes into BACKUP_DIR itself, the nightly job
// into its own folder under it (so retention never touches a backup taken by hand).
export const BACKUP_KINDS = ['manual', 'nightly'] as const
export type BackupKind = (typeof BACKUP_KINDS)[number]

const folderOf = (backupDir: string, kind: BackupKind) =>
  kind === 'nightly' ? path.join(backupDir, 'nightly') : backupDir

// A name Flock itself wrote (flock-<version>-m<level>-<UTC time>.flock-backup.gz): the only names
// a download accepts, so no other file of the server can be asked for.
const BACKUP_NAME = /^flock-[0-9A-Za-z.+-]{1,40}-m\d{4}-\d{8}T\d{6}Z\.flock-backup\.gz$/

async function listFolder(backupDir: string, kind: BackupKind): Promise<TBackupFile[]> {
  const folder = folderOf(backupDir, kind)
  const names = await readdir(folder).catch(() => [] as string[])
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (name) => {
        const info = await stat(path.join(folder, name)).catch(() => null)
        if (!info?.isFile()) return null
        const takenAt = backupTime(name) ?? info.mtime
        return { fileName: name, kind, sizeBytes: info.size, takenAt: takenAt.toISOString() }
      }),
  )
  return files.filter((file) => file !== null)
}

// Every backup on the server's disk, newest first, whichever way it was taken.
export async function listBackupFiles(backupDir: string, limit = 100): Promise<TBackupFile[]> {
  const all = (await Promise.all(BACKUP_KINDS.map((kind) => listFolder(backupDir, kind)))).flat()
  return all.sort((a, b) => b.takenAt.localeCompare(a.takenAt)).slice(0, limit)
}

// The file to stream, or null for any name that is not a backup in that folder.
export async function openBackupFile(backupDir: string, kind: BackupKind, fileName: string) {
  if (!BACKUP_NAME.test(fileName) || !fileName.endsWith(BACKUP_SUFFIX)) return null
  const file = path.join(folderOf(backupDir, kind), fileName)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  return { stream: createReadStream(file), sizeBytes: info.size }
}
