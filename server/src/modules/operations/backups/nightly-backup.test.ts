import { mkdir, readdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TNotifications } from '@common/schemas/notification'
import { backupDatabaseJob } from './nightly-backup.jobs'
import { backupRuns } from '../../../db/schema'
import { PASSWORD, registerClient, signIn, uniqueEmail, useTestApp } from '../../../../test/helper'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import type { BackupSettings } from './nightly-backup.service'
import { backupsToDelete, pruneBackups } from './retention'

const t = useTestApp()
const root = path.resolve(`.tmp/nightly-backup-${process.pid}`)
let adminCookie = ''
let clientCookie = ''

beforeAll(async () => {
  const email = uniqueEmail('admin')
  await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
  adminCookie = (await signIn(t.app, email)).cookie
  clientCookie = (await registerClient(t.app)).cookie
})
afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

const settings = (backupDir: string): BackupSettings => ({
  databaseUrl: t.db.url,
  dataDir: path.join(root, 'data'),
  backupDir,
  cron: '0 3 * * *',
  keepDaily: 7,
  keepWeekly: 4,
})

const nightly = (day: string, time = '030000') =>
  `flock-0.1.0-m0008-${day.replaceAll('-', '')}T${time}Z.flock-backup.gz`

async function notifications(cookie: string) {
  const response = await t.app.inject({ url: '/api/notifications', headers: { cookie } })
  return (response.json() as TNotifications).items
}

describe('retention', () => {
  it('keeps the newest backup of each of the last 7 days and of each of the last 4 weeks', () => {
    const names: string[] = []
    for (let at = Date.UTC(2026, 8, 1); at <= Date.UTC(2026, 10, 23); at += 86_400_000)
      names.push(nightly(new Date(at).toISOString().slice(0, 10)))
    names.push(nightly('2026-11-23', '010000'))
    const deleted = new Set(backupsToDelete(names, { keepDaily: 7, keepWeekly: 4 }))
    const kept = names.filter((name) => !deleted.has(name)).sort()
    // Weeks start on Monday: Sunday 15 and Sunday 8 November close the two weeks before.
    expect(kept).toEqual(
      ['08', '15', '17', '18', '19', '20', '21', '22', '23'].map((d) => nightly(`2026-11-${d}`)),
    )
  })

  it('deletes only backups and their secrets, in the folder it is given', async () => {
    const dir = path.join(root, 'prune')
    await mkdir(dir, { recursive: true })
    const names = ['2026-11-20', '2026-11-21', '2026-11-22'].map((d) => nightly(d))
    for (const name of names) {
      await writeFile(path.join(dir, name), 'x')
      await writeFile(path.join(dir, name.replace('.flock-backup.gz', '.secrets.json')), '{}')
    }
    await writeFile(path.join(dir, 'notes.txt'), 'kept')
    expect((await pruneBackups(dir, { keepDaily: 1, keepWeekly: 0 })).sort()).toEqual(
      names.slice(0, 2),
    )
    expect((await readdir(dir)).sort()).toEqual(
      [names[2]!, names[2]!.replace('.flock-backup.gz', '.secrets.json'), 'notes.txt'].sort(),
    )
  })
})

describe('the nightly backup job', () => {
  it('records a failure, shows it to admins in the bell and on the settings page, and clears it on success', async () => {
    // A file where the folder should be: the backup cannot be written.
    await mkdir(root, { recursive: true })
    await writeFile(path.join(root, 'not-a-folder'), '')
    const broken = backupDatabaseJob(t.db.db, settings(path.join(root, 'not-a-folder')))
    expect(broken).toMatchObject({ name: 'backup-database', cron: '0 3 * * *' })
    await expect(broken.run({})).rejects.toThrow()
    const [failed] = await t.db.db.select().from(backupRuns)
    expect(failed).toMatchObject({ trigger: 'nightly', status: 'failed' })
    expect(failed!.error).toMatch(/ENOTDIR|not a directory/)
    expect(failed!.finishedAt).toBeInstanceOf(Date)

    const alerts = (await notifications(adminCookie)).filter((n) => n.kind === 'backup_failed')
    expect(alerts).toHaveLength(1)
    expect(alerts[0]!.message).toMatch(/^The nightly backup failed: /)
    expect(alerts[0]!.unread).toBe(true)
    expect((await notifications(clientCookie)).some((n) => n.kind === 'backup_failed')).toBe(false)
    const failedStatus = await t.app.inject({
      url: '/api/settings/backups',
      headers: { cookie: adminCookie },
    })
    expect(failedStatus.json()).toMatchObject({
      last: { status: 'failed', sizeBytes: null },
      lastSucceeded: null,
      schedule: { cron: '0 3 * * *', keepDaily: 7, keepWeekly: 4 },
    })

    const working = backupDatabaseJob(t.db.db, settings(path.join(root, 'backups')))
    await working.run({})
    const files = await readdir(path.join(root, 'backups', 'nightly'))
    expect(files).toHaveLength(1)
    const status = await t.app.inject({
      url: '/api/settings/backups',
      headers: { cookie: adminCookie },
    })
    expect(status.statusCode).toBe(200)
    const body = status.json()
    expect(body.last).toMatchObject({ status: 'succeeded', fileName: files[0], error: null })
    expect(body.last.sizeBytes).toBeGreaterThan(100)
    expect(body.lastSucceeded).toEqual(body.last)
    expect(JSON.stringify(body)).not.toContain(root)
    expect((await notifications(adminCookie)).some((n) => n.kind === 'backup_failed')).toBe(false)
  })

  it('shows the backup status to admins only', async () => {
    const asClient = await t.app.inject({
      url: '/api/settings/backups',
      headers: { cookie: clientCookie },
    })
    expect(asClient.statusCode).toBe(403)
    expect(asClient.json()).toMatchObject({ code: 'FORBIDDEN' })
    expect((await t.app.inject({ url: '/api/settings/backups' })).statusCode).toBe(401)
  })
})
