import { randomUUID } from 'node:crypto'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { connectDatabase, type DatabaseHandle } from '../../../db/client'
import {
  assignedOpenCounts,
  comments,
  commentCounts,
  outgoingMessages,
  session,
  user,
} from '../../../db/schema'
import { inboxConditions } from '../../work/inbox/inbox.repository'
import { PASSWORD, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'
import {
  flockProcessEnv,
  signInOverHttp,
  startFlockProcess,
  stopFlockProcess,
} from '../../../../test/flock-server-process'
import { churchWithComments } from '../../../../test/instagram'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import { createBackup } from './backup.service'
import { restoreBackup, withDatabase } from './restore'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const workDir = path.resolve(`.tmp/backup-test-${process.pid}`)
const extraDatabases: string[] = []
const handles: DatabaseHandle[] = []

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()))
  const admin = new pg.Client({ connectionString: withDatabase(t.db.url, 'postgres') })
  await admin.connect()
  for (const name of extraDatabases)
    await admin.query(`drop database if exists "${name}" with (force)`)
  await admin.end()
  await rm(workDir, { recursive: true, force: true })
})

function flockEnv(databaseUrl: string) {
  return { ...flockProcessEnv(databaseUrl, t.sim.url), JOB_MAINTENANCE_SECONDS: '1' }
}

function freshDatabaseUrl(label: string) {
  const name = `${t.db.name}_${label}`
  extraDatabases.push(name)
  return withDatabase(t.db.url, name)
}

function open(url: string) {
  const handle = connectDatabase(url, { max: 2 })
  handles.push(handle)
  return handle.db
}

async function databaseNames(): Promise<string[]> {
  const result = await t.db.pool.query<{ datname: string }>('select datname from pg_database')
  return result.rows.map((row) => row.datname)
}

const reply = (url: string, cookie: string, commentId: string, message: string) =>
  fetch(`${url}/api/comments/${commentId}/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
    body: JSON.stringify({ message, idempotencyKey: randomUUID() }),
  }).then(async (response) => ({ status: response.status, body: await response.json() }))

let backupFile = ''

describe('backup and restore', () => {
  it(
    'backs up while replies are written; Flock starts on the restored copy with everything intact',
    { timeout: 180_000 },
    async () => {
      const church = await churchWithComments(
        t.app,
        t.sim,
        Array.from({ length: 40 }, (_, i) => ({ text: `Prayer request ${i}` })),
      )
      const email = uniqueEmail('admin')
      await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
      const first = await startFlockProcess(flockEnv(t.db.url))
      let cookie = ''
      let adminId = ''
      try {
        cookie = await signInOverHttp(first.url, email, PASSWORD)
        const rows = await t.db.db
          .select()
          .from(comments)
          .where(inArray(comments.igCommentId, church.simComments))
        const before = rows.slice(0, 15)
        const during = rows.slice(15)
        // A third of them are the admin's, so "Assigned to me" has a count to carry across.
        const [admin] = await t.db.db.select().from(user).where(eq(user.email, email))
        adminId = admin!.id
        await t.db.db
          .update(comments)
          .set({ assigneeId: adminId })
          .where(
            inArray(
              comments.id,
              rows.filter((_, i) => i % 3 === 0).map((row) => row.id),
            ),
          )
        const acknowledged = await Promise.all(
          before.map((row) => reply(first.url, cookie, row.id, `Praying for you (${row.text})`)),
        )
        expect(acknowledged.map((a) => a.status)).toEqual(Array(before.length).fill(202))
        // The backup runs while the second half of the replies is being written.
        const [written, backup] = await Promise.all([
          Promise.all(
            during.map((row) => reply(first.url, cookie, row.id, `Bless you (${row.text})`)),
          ),
          createBackup({
            databaseUrl: t.db.url,
            dataDir: path.join(workDir, 'data'),
            backupDir: path.join(workDir, 'backups'),
          }),
        ])
        expect(written.map((w) => w.status)).toEqual(Array(during.length).fill(202))
        expect(path.basename(backup.file)).toMatch(
          /^flock-\d+\.\d+\.\d+-m\d{4}-\d{8}T\d{6}Z\.flock-backup\.gz$/,
        )
        expect((await stat(backup.file)).mode & 0o077).toBe(0)
        backupFile = backup.file
      } finally {
        await stopFlockProcess(first)
      }

      const restoredUrl = freshDatabaseUrl('restored')
      const summary = await restoreBackup({ file: backupFile, databaseUrl: restoredUrl })
      expect(summary.rows).toBeGreaterThan(40)
      const restored = open(restoredUrl)

      // Every comment and every reply acknowledged before the backup began is there, and the
      // copy is one moment of the database: no reply without its comment marked as answered.
      const original = await t.db.db.select().from(comments)
      const copy = await restored.select().from(comments)
      const originalById = new Map(original.map((c) => [c.id, c]))
      for (const igId of church.simComments)
        expect(copy.some((c) => c.igCommentId === igId)).toBe(true)
      for (const c of copy) expect(originalById.get(c.id)?.text).toBe(c.text)
      const copiedReplies = await restored.select().from(outgoingMessages)
      expect(copiedReplies.length).toBeGreaterThanOrEqual(15)
      for (const message of copiedReplies) {
        const comment = copy.find((c) => c.id === message.workItemId)
        expect(comment?.responseStatus).not.toBe('pending')
      }
      const firstHalf = copiedReplies.filter((m) => m.message.startsWith('Praying for you'))
      expect(firstHalf).toHaveLength(15)
      // Counts kept by triggers came across as they were, not counted twice.
      const counts = await restored.select().from(commentCounts)
      const ownCounts = counts.find((c) => c.accountId === church.account.id)!
      expect(ownCounts.fromFollowers).toBe(
        copy.filter((c) => c.accountId === church.account.id && !c.isOwn).length,
      )
      // So did each teammate's "Assigned to me", as the restored comments count it.
      const [mine] = await restored
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(comments)
        .where(and(...inboxConditions({ view: 'mine', userId: adminId, timeZone: 'UTC' })))
      const keptMine = await restored
        .select()
        .from(assignedOpenCounts)
        .where(eq(assignedOpenCounts.userId, adminId))
      expect(keptMine).not.toHaveLength(0)
      expect(keptMine.reduce((sum, row) => sum + row.awaitingReply, 0)).toBe(mine!.n)
      expect((await restored.select().from(session)).length).toBeGreaterThan(0)

      // Flock on the restored copy: the old session cookie works, and a new reply goes out
      // through the restored, still-encrypted Instagram token.
      const second = await startFlockProcess(flockEnv(restoredUrl))
      try {
        const me = await fetch(`${second.url}/api/me`, { headers: { cookie } })
        expect(await me.json()).toMatchObject({ user: { email, role: 'admin' } })
        const unanswered = copy.find(
          (c) => c.responseStatus === 'pending' && !c.isOwn && c.parentId === null,
        )
        const target = unanswered ?? copy.find((c) => !c.isOwn)!
        const sent = await reply(second.url, cookie, target.id, 'Sent from the restored Flock')
        expect(sent.status).toBe(202)
        await expect
          .poll(
            async () =>
              (
                await restored
                  .select()
                  .from(outgoingMessages)
                  .where(eq(outgoingMessages.message, 'Sent from the restored Flock'))
              )[0]?.status,
            { timeout: 30_000, interval: 200 },
          )
          .toBe('sent')
      } finally {
        await stopFlockProcess(second)
      }
    },
  )

  it('refuses a database that is not empty and leaves it as it was', async () => {
    const users = await t.db.db.select().from(user)
    await expect(restoreBackup({ file: backupFile, databaseUrl: t.db.url })).rejects.toThrow(
      /is not empty; restore into an empty one, or add --force/,
    )
    expect(await t.db.db.select().from(user)).toEqual(users)
  })

  it('refuses a damaged or cut backup with a clear message and changes nothing', async () => {
    const bytes = await readFile(backupFile)
    const cut = path.join(workDir, 'cut.flock-backup.gz')
    await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
    const damaged = path.join(workDir, 'damaged.flock-backup.gz')
    const flipped = Buffer.from(bytes)
    for (let i = 200; i < 260; i++) flipped[i] = flipped[i]! ^ 0xff
    await writeFile(damaged, flipped)
    const notABackup = path.join(workDir, 'notes.flock-backup.gz')
    await writeFile(notABackup, 'hello')

    const target = freshDatabaseUrl('untouched')
    const databasesBefore = await databaseNames()
    for (const file of [cut, damaged, notABackup]) {
      await expect(restoreBackup({ file, databaseUrl: target })).rejects.toThrow(
        new RegExp(`^${file.replaceAll('.', '\\.')} is not a complete Flock backup: `),
      )
    }
    // Not even the target database was created, and no half-loaded copy is left behind.
    expect((await databaseNames()).sort()).toEqual(databasesBefore.sort())

    // With --force onto a live database, a damaged file still changes nothing.
    const users = await t.db.db.select().from(user)
    await expect(
      restoreBackup({ file: damaged, databaseUrl: t.db.url, force: true }),
    ).rejects.toThrow(/is not a complete Flock backup/)
    expect(await t.db.db.select().from(user)).toEqual(users)
  })
})
