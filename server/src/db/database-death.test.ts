import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../test/free-port'
import { createAccount, createComment, createOrganization } from '../../test/factories'
import {
  type FlockProcess,
  signInOverHttp,
  startFlockProcess,
  stopFlockProcess,
} from '../../test/flock-server-process'
import { PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../test/helper'
import { createAdminUser } from '../modules/identity/admin-setup/admin-setup.service'
import { connectDatabase } from './client'
import { isAlive } from './embedded-files'

const ROOT = path.resolve(`.tmp/database-death-${process.pid}`)
const KILLS = 5
const WRITERS = 4
const WRITES_BETWEEN_KILLS = 50
const BACK_WITHIN_MS = 15_000
// A request still unanswered after this counts as failed: the test must end by itself.
const REQUEST_TIMEOUT_MS = 5_000
// Stopping waits up to 10 s for running jobs; a pool waiting for a lost connection never ends.
const STOP_WITHIN_MS = 25_000

const postmasterPid = async (dataDir: string) =>
  Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0])

async function embeddedUrl(dataDir: string) {
  const password = (
    await readFile(path.join(dataDir, 'secrets', 'postgres-password'), 'utf8')
  ).trim()
  const { port } = JSON.parse(
    await readFile(path.join(dataDir, 'embedded-postgres.json'), 'utf8'),
  ) as { port: number }
  return `postgres://flock:${encodeURIComponent(password)}@127.0.0.1:${port}/flock`
}

// A signed-in admin and a few comments on the process's own database, to write notes on.
async function seed(dataDir: string) {
  const handle = connectDatabase(await embeddedUrl(dataDir), { max: 2 })
  try {
    const email = uniqueEmail('admin')
    await createAdminUser(handle.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
    const organization = await createOrganization(handle.db)
    const account = await createAccount(handle.db, organization.id)
    const comments = []
    for (let i = 0; i < WRITERS; i += 1) comments.push(await createComment(handle.db, account))
    return { email, commentIds: comments.map((c) => c.id) }
  } finally {
    await handle.close()
  }
}

async function stopWithin(flock: FlockProcess, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)))
  const outcome = await Promise.race([stopFlockProcess(flock).then(() => 'stopped' as const), late])
  clearTimeout(timer)
  expect(outcome, `Flock did not stop within ${ms} ms`).toBe('stopped')
}

afterAll(async () => {
  await rm(ROOT, { recursive: true, force: true })
})

// Flock on its embedded PostgreSQL, the postmaster killed with SIGKILL again and again while
// notes are being written as fast as the server takes them: every client and pool Flock holds
// loses its connection at any point of its life (idle, checked out between two statements of a
// transaction, mid-statement, LISTEN, pg-boss), and the process must live through all of it.
describe('the embedded PostgreSQL dying under write load', () => {
  it(
    `leaves Flock running, answering /healthz again within ${BACK_WITHIN_MS / 1000} s and taking writes, after ${KILLS} kills`,
    { tags: ['slow'], timeout: 240_000 },
    async () => {
      const dataDir = path.join(ROOT, 'data')
      const flock: FlockProcess = await startFlockProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PUBLIC_URL: TEST_ORIGIN,
        INSTAGRAM_APP_ID: '',
        INSTAGRAM_APP_SECRET: '',
        EMBEDDED_PG_PORT: String(await freePort()),
        SIMULATOR_PORT: String(await freePort()),
        WEB_DIST_DIR: '.tmp/no-web-app',
        LOG_LEVEL: 'fatal',
      })
      let writing = true
      let stopped = false
      try {
        const { email, commentIds } = await seed(dataDir)
        const cookie = await signInOverHttp(flock.url, email, PASSWORD)
        expect(cookie).not.toBe('')
        let written = 0
        const writeNote = async (commentId: string) => {
          const response = await fetch(`${flock.url}/api/comments/${commentId}/notes`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
            body: JSON.stringify({ text: `Praying with you (${written})` }),
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          }).catch(() => null)
          const status = response?.status ?? 0
          await response?.body?.cancel()
          if (status === 201) written += 1
          return status
        }
        const writers = commentIds.map(async (commentId) => {
          while (writing) {
            // A refused connection answers at once; a short pause keeps the loop from spinning.
            if ((await writeNote(commentId)) !== 201)
              await new Promise((resolve) => setTimeout(resolve, 20))
          }
        })

        for (let round = 1; round <= KILLS; round += 1) {
          // Writes flowing before each kill, so it lands on connections in every state.
          const before = written
          await expect
            .poll(() => written - before, { timeout: 10_000 })
            .toBeGreaterThan(WRITES_BETWEEN_KILLS)
          const killed = await postmasterPid(dataDir)
          process.kill(killed, 'SIGKILL')
          const killedAt = Date.now()
          let back = false
          while (!back && Date.now() - killedAt < BACK_WITHIN_MS) {
            expect(flock.child.exitCode, `Flock exited in round ${round}:\n${flock.output()}`).toBe(
              null,
            )
            const healthy = await fetch(`${flock.url}/healthz`, {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
              .then((r) => r.status === 200)
              .catch(() => false)
            const current = await postmasterPid(dataDir).catch(() => killed)
            back = healthy && current !== killed && isAlive(current)
            if (!back) await new Promise((resolve) => setTimeout(resolve, 100))
          }
          expect(back, `round ${round}: not back within ${BACK_WITHIN_MS} ms`).toBe(true)
          expect(flock.child.exitCode, flock.output()).toBe(null)
        }

        writing = false
        await Promise.all(writers)
        expect(flock.child.exitCode, flock.output()).toBe(null)
        // After the last kill: every write is taken again.
        for (const commentId of commentIds) expect(await writeNote(commentId)).toBe(201)
        expect(written).toBeGreaterThan(KILLS * WRITES_BETWEEN_KILLS)
        // And it still shuts down cleanly: no connection lost on the way is waited for.
        await stopWithin(flock, STOP_WITHIN_MS)
        stopped = true
      } finally {
        writing = false
        if (!stopped) await stopFlockProcess(flock, 'SIGKILL')
      }
    },
  )
})
