import { readFileSync } from 'node:fs'
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { projectRoot } from '../../../lib/project-root'

// The files in DATA_DIR/secrets that encrypted data needs: the session signing secret and the
// key of the Instagram tokens. Without them a restored Flock signs everyone out and cannot use
// any connected account.
export const SECRET_NAMES = ['auth-secret', 'token-key'] as const

export const BACKUP_SUFFIX = '.flock-backup.gz'
export const SECRETS_SUFFIX = '.secrets.json'

export function flockVersion(): string {
  const file = path.join(projectRoot(), 'package.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
}

// flock-0.1.0-m0007-20261123T030000Z.flock-backup.gz: which Flock wrote it, at which migration
// level, and when (UTC), so a listing sorts by time and says what can restore it.
export function backupFileName(version: string, migrationIndex: number, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  const level = String(migrationIndex).padStart(4, '0')
  return `flock-${version}-m${level}-${stamp}${BACKUP_SUFFIX}`
}

export function secretsFileFor(backupFile: string): string {
  const base = backupFile.endsWith(BACKUP_SUFFIX)
    ? backupFile.slice(0, -BACKUP_SUFFIX.length)
    : backupFile
  return `${base}${SECRETS_SUFFIX}`
}

export type Secrets = Partial<Record<(typeof SECRET_NAMES)[number], string>>

export async function readSecrets(dataDir: string): Promise<Secrets> {
  const secrets: Secrets = {}
  for (const name of SECRET_NAMES) {
    try {
      secrets[name] = (await readFile(path.join(dataDir, 'secrets', name), 'utf8')).trim()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return secrets
}

// Beside the backup, readable by its owner only.
export async function writeSecretsFile(file: string, secrets: Secrets): Promise<void> {
  await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  await chmod(file, 0o600)
}

export async function readSecretsFile(file: string): Promise<Secrets | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
    const secrets: Secrets = {}
    for (const name of SECRET_NAMES)
      if (typeof parsed[name] === 'string') secrets[name] = parsed[name]
    return secrets
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

// Secrets already in DATA_DIR that differ from the backup's: restoring would strand them.
export async function conflictingSecrets(dataDir: string, wanted: Secrets): Promise<string[]> {
  const present = await readSecrets(dataDir)
  return SECRET_NAMES.filter(
    (name) => wanted[name] && present[name] && present[name] !== wanted[name],
  )
}

export async function installSecrets(dataDir: string, secrets: Secrets): Promise<string[]> {
  const dir = path.join(dataDir, 'secrets')
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const written: string[] = []
  for (const name of SECRET_NAMES) {
    const value = secrets[name]
    if (!value) continue
    await writeFile(path.join(dir, name), value, { mode: 0o600 })
    written.push(path.join(dir, name))
  }
  return written
}

export async function listBackups(backupDir: string): Promise<string[]> {
  try {
    return (await readdir(backupDir)).filter((name) => name.endsWith(BACKUP_SUFFIX)).sort()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}
