import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { TAsset } from '@common/schemas/asset'
import { as, signInAsClient } from '../../../../test/actors'
import { fileUpload, picture } from '../../../../test/asset-fixtures'
import { useTestApp } from '../../../../test/helper'
import { assetsDirFor } from './backup-assets'
import { createBackup } from './backup.service'
import { restoreAssets } from './restore-assets'
import { pruneBackups } from './retention'

const work = await mkdtemp(path.join(os.tmpdir(), 'flock-backup-assets-'))
const dataDir = path.join(work, 'data')
const t = useTestApp({ DATA_DIR: dataDir })
afterAll(() => rm(work, { recursive: true, force: true }))

async function filesUnder(dir: string) {
  const entries = await readdir(dir, { recursive: true })
  const files: Record<string, string> = {}
  for (const entry of entries.sort()) {
    const file = path.join(dir, entry)
    if ((await stat(file)).isFile()) files[entry] = (await readFile(file)).toString('base64')
  }
  return files
}

describe('backups of the media library', () => {
  it('copies DATA_DIR/assets beside the dump, restores it, and prunes it with its backup', async () => {
    const church = await signInAsClient(t.app)
    const body = fileUpload(await picture('png', 300, 300), 'logo.png')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${church.organization.routeId}/assets`,
      headers: { ...as(church.cookie), ...body.headers },
      payload: body.payload,
    })
    const asset = uploaded.json() as TAsset
    const library = await filesUnder(path.join(dataDir, 'assets'))
    // The original, the Instagram rendition and the thumbnail.
    expect(Object.keys(library)).toHaveLength(3)

    const backupDir = path.join(work, 'backups', 'nightly')
    const backup = await createBackup({
      databaseUrl: t.db.url,
      dataDir,
      backupDir,
      now: new Date('2026-01-05T03:00:00Z'),
    })
    expect(backup.assets).toMatchObject({ dir: assetsDirFor(backup.file), files: 3 })
    expect(await filesUnder(assetsDirFor(backup.file))).toEqual(library)

    // Restored into an empty data folder, the public files are where the rows say.
    const restoredDataDir = path.join(work, 'restored')
    const restored = await restoreAssets(backup.file, restoredDataDir)
    expect(restored).toMatchObject({ files: 3 })
    expect(await filesUnder(path.join(restoredDataDir, 'assets'))).toEqual(library)
    const token = new URL(asset.publicUrl).pathname.split('/')[2]!
    expect(Object.keys(library)).toContain(`public/${token}/image.jpg`)

    // Deleting the asset afterwards leaves the backup's copy whole (a hard link or a copy).
    await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${church.organization.routeId}/assets/${asset.id}`,
      headers: as(church.cookie),
    })
    expect(await filesUnder(assetsDirFor(backup.file))).toEqual(library)

    // A newer backup of the same day makes this one prunable, and its files go with it.
    await createBackup({
      databaseUrl: t.db.url,
      dataDir,
      backupDir,
      now: new Date('2026-01-05T04:00:00Z'),
    })
    const deleted = await pruneBackups(backupDir, { keepDaily: 1, keepWeekly: 0 })
    expect(deleted).toEqual([path.basename(backup.file)])
    await expect(stat(assetsDirFor(backup.file))).rejects.toMatchObject({ code: 'ENOENT' })
  })
})
