import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

// A secret not given in the environment is generated once into the data folder, so a fresh
// install is safe by default and keeps its sessions across restarts.
export async function loadOrCreateSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, 'secrets', name)
  try {
    const existing = (await readFile(file, 'utf8')).trim()
    if (existing.length >= 32) return existing
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 })
  const secret = randomBytes(32).toString('base64url')
  // 'wx' fails if another process created it meanwhile; then that process's secret wins.
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    return (await readFile(file, 'utf8')).trim()
  }
}
