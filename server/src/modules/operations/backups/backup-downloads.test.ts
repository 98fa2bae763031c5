import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TBackupStatus } from '@common/schemas/backup'
import { as, signInAsAdmin, signInAsClient, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { createBackup } from './backup.service'
import { backupDatabaseJob } from './nightly-backup.jobs'

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flock-backup-downloads-'))
const backupDir = path.join(dataDir, 'backups')
const t = useTestApp({ DATA_DIR: dataDir, BACKUP_DIR: backupDir })

let admin = ''
let agent = ''
let church = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
  church = (await signInAsClient(t.app)).cookie
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const status = async (cookie: string) =>
  (
    await t.app.inject({ url: '/api/settings/backups', headers: as(cookie) })
  ).json() as TBackupStatus
const download = (url: string, cookie = admin) => t.app.inject({ url, headers: as(cookie) })

describe('backup files on the backups page', () => {
  it('lists backups taken with npm run backup beside the nightly ones, and downloads each whole', async () => {
    const manual = await createBackup({ databaseUrl: t.db.url, dataDir, backupDir })
    await backupDatabaseJob(t.db.db, {
      databaseUrl: t.db.url,
      dataDir,
      backupDir,
      cron: '0 3 * * *',
      keepDaily: 7,
      keepWeekly: 4,
    }).run({})
    const [nightlyName] = await readdir(path.join(backupDir, 'nightly'))

    const { files } = await status(admin)
    expect(files.map((file) => [file.kind, file.fileName]).sort()).toEqual(
      [
        ['manual', path.basename(manual.file)],
        ['nightly', nightlyName],
      ].sort(),
    )
    expect(JSON.stringify(files)).not.toContain(dataDir)

    const listed = files.find((file) => file.kind === 'manual')!
    const response = await download(`/api/settings/backups/files/manual/${listed.fileName}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${listed.fileName}"`,
    )
    expect(response.rawPayload.equals(await readFile(manual.file))).toBe(true)
    expect(listed.sizeBytes).toBe(response.rawPayload.length)
    // A real backup: it unpacks.
    expect(gunzipSync(response.rawPayload).length).toBeGreaterThan(100)
  })

  it('serves no file but a backup, and no backup to anyone but Owners and Admins', async () => {
    const { files } = await status(admin)
    const url = `/api/settings/backups/files/${files[0]!.kind}/${files[0]!.fileName}`
    expect((await download(url, agent)).statusCode).toBe(403)
    expect((await download(url, church)).statusCode).toBe(403)
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    for (const name of [
      '..%2F..%2Fsecrets%2Fauth-secret',
      '%2E%2E',
      files[0]!.fileName.replace('.flock-backup.gz', '.secrets.json'),
      'flock-0.1.0-m0001-20260101T000000Z.flock-backup.gz',
    ]) {
      const refused = await download(`/api/settings/backups/files/manual/${name}`)
      expect(refused.statusCode, name).toBe(404)
    }
    expect(
      (await download(`/api/settings/backups/files/weekly/${files[0]!.fileName}`)).statusCode,
    ).toBe(400)
  })
})
