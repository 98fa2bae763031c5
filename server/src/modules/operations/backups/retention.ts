import { rm } from 'node:fs/promises'
import path from 'node:path'
import { removeBackupAssets } from './backup-assets'
import { listBackups, secretsFileFor } from './backup-files'

export interface Retention {
  keepDaily: number
  keepWeekly: number
}

// flock-…-20261123T030000Z.flock-backup.gz → its moment.
export function backupTime(name: string): Date | null {
  const match = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.flock-backup\.gz$/.exec(name)
  if (!match) return null
  const [, y, mo, d, h, mi, s] = match
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`)
}

// Monday of the week, UTC, as a key.
function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  return monday.toISOString().slice(0, 10)
}

// Which backups to keep: the newest of each of the last keepDaily days that have one, and the
// newest of each of the last keepWeekly weeks that have one. Everything else may go.
export function backupsToDelete(names: string[], retention: Retention): string[] {
  const dated = names
    .map((name) => ({ name, at: backupTime(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime())
  const keep = new Set<string>()
  const days = new Set<string>()
  const weeks = new Set<string>()
  for (const backup of dated) {
    const day = backup.at.toISOString().slice(0, 10)
    if (!days.has(day) && days.size < retention.keepDaily) {
      days.add(day)
      keep.add(backup.name)
    }
    const week = weekOf(backup.at)
    if (!weeks.has(week) && weeks.size < retention.keepWeekly) {
      weeks.add(week)
      keep.add(backup.name)
    }
  }
  return dated.filter((b) => !keep.has(b.name)).map((b) => b.name)
}

// Only in the nightly folder: a backup someone took by hand is never deleted for them.
export async function pruneBackups(dir: string, retention: Retention): Promise<string[]> {
  const doomed = backupsToDelete(await listBackups(dir), retention)
  for (const name of doomed) {
    await rm(path.join(dir, name), { force: true })
    await rm(secretsFileFor(path.join(dir, name)), { force: true })
    await removeBackupAssets(path.join(dir, name))
  }
  return doomed
}
