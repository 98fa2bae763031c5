import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { postLedger, posts } from '../../../db/schema'
import { signInAsTeammate } from '../../../../test/actors'
import {
  flockProcessEnv,
  startFlockProcess,
  stopFlockProcess,
} from '../../../../test/flock-server-process'
import { freePort } from '../../../../test/free-port'
import { useTestApp } from '../../../../test/helper'
import { simControl } from '../../../../test/instagram'
import {
  createPostAs,
  postAction,
  publishingChurch,
  simMedia,
  uploadPicture,
} from '../../../../test/publishing'

// Both the test's app (which writes and schedules the posts) and the real server processes
// (which publish them) keep the media library in one folder; the processes serve its files to
// the simulator, as Flock serves them to Instagram.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'flock-publish-crash-'))
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', DATA_DIR: dataDir })
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const POSTS = 8

// The real server, with its pg-boss jobs, killed with SIGKILL at each step of publishing (while
// containers are made, while they process, around media_publish, after publishing), with lost
// and refused answers injected, then started again: every post is on Instagram exactly once,
// with its first comment once, and none is marked failed.
describe('publishing survives crashes', () => {
  it(
    'publishes every scheduled post exactly once across SIGKILLs at each step',
    // Five starts of a real server (each compiling its sources cold) and the engine's waits after
    // each kill: 180 s alone on 2 cores at load 6, and past 240 s in a full run at load 8.
    { timeout: 420_000 },
    async () => {
      const church = await publishingChurch(t.app, t.sim)
      const admin = (await signInAsTeammate(t.app, t.db.db, 'admin')).cookie
      const picture = await uploadPicture(t.app, church.organization.routeId, church.cookie)
      await simControl(t.sim, 'settings', { processing_ms: { image: 1500, carousel: 1500 } })

      const port = await freePort()
      const env = {
        ...flockProcessEnv(t.db.url, t.sim.url),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        PORT: String(port),
        DATA_DIR: dataDir,
        DELIVERY_LEASE_SECONDS: '10',
        JOB_MAINTENANCE_SECONDS: '1',
      }
      // Slow answers so each kill lands mid-flight; lost and refused answers around the
      // irreversible step and the first comment; read glitches after publishing.
      for (const rule of [
        { path: '*/media', method: 'POST', latency_ms: 300 },
        { path: '*/media_publish', method: 'POST', latency_ms: 400 },
        { preset: 'publish-lost-response', count: 3 },
        { preset: 'publish-then-2207051', count: 1 },
        { preset: 'read-100-33', count: 2 },
        { preset: 'comment-then-20-1772107', count: 2 },
      ])
        await simControl(t.sim, 'faults', rule)

      const ids: string[] = []
      const due = new Date(Date.now() + 8_000).toISOString()
      for (let i = 0; i < POSTS; i++) {
        const created = await createPostAs(t.app, admin, church.organization.routeId, {
          accountId: church.account.id,
          kind: 'image',
          items: [{ assetId: picture.id }],
          caption: `Crash-proof post ${i} ${Date.now()}`,
          firstComment: `First comment ${i}`,
        })
        expect(created.statusCode, created.body).toBe(201)
        const id = created.json().id as string
        const scheduled = await postAction(t.app, admin, id, 'schedule', { scheduledAt: due })
        expect(scheduled.statusCode, scheduled.body).toBe(200)
        ids.push(id)
      }
      const ours = () => t.db.db.select().from(posts).where(inArray(posts.id, ids))
      const steps = async () =>
        (await t.db.db.select().from(postLedger).where(inArray(postLedger.postId, ids))).map(
          (entry) => entry.step,
        )

      // Each process is killed once the batch has reached the next step.
      for (const step of [
        'container_created',
        'publish_requested',
        'published',
        'first_comment_posted',
      ] as const) {
        const flock = await startFlockProcess(env)
        try {
          await expect
            .poll(async () => (await steps()).includes(step), { timeout: 60_000, interval: 50 })
            .toBe(true)
        } finally {
          await stopFlockProcess(flock, 'SIGKILL')
        }
      }

      const last = await startFlockProcess(env)
      try {
        await expect
          .poll(
            async () =>
              (await ours()).map((post) => `${post.state}:${post.firstCommentDone}`).sort(),
            { timeout: 240_000, interval: 500 },
          )
          .toEqual(Array(POSTS).fill('published:true'))
      } finally {
        await stopFlockProcess(last)
      }

      const rows = await ours()
      const live = await simMedia(t.sim, church.ig.user_id)
      const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
        comments: { text: string }[]
      }
      for (const [i, row] of rows.entries()) {
        const copies = live.filter((m) => m.caption === row.caption)
        expect({ caption: row.caption, copies: copies.length }).toEqual({
          caption: row.caption,
          copies: 1,
        })
        expect(copies[0]!.id).toBe(row.igMediaId)
        expect(row.failureMessage).toBeNull()
        void i
      }
      for (let i = 0; i < POSTS; i++)
        expect(state.comments.filter((c) => c.text === `First comment ${i}`)).toHaveLength(1)
      expect(await steps()).not.toContain('failed')
    },
  )
})
