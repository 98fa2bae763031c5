import { existsSync } from 'node:fs'
import path from 'node:path'
import { assetsDirFor, copyAssetFiles } from './backup-assets'

// The media library's files of a backup back into DATA_DIR/assets, beside what is there already;
// null when the backup has none (taken before the library existed, or with a bucket).
export async function restoreAssets(backupFile: string, dataDir: string) {
  const from = assetsDirFor(backupFile)
  if (!existsSync(from)) return null
  const dir = path.join(dataDir, 'assets')
  const copied = await copyAssetFiles(from, dir)
  return { dir, ...copied }
}
