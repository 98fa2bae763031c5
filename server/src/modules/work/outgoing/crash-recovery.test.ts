import { randomUUID } from 'node:crypto'
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { comments, outgoingMessages } from '../../../db/schema'
import { PASSWORD, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'
import {
  flockProcessEnv,
  signInOverHttp,
  startFlockProcess,
  stopFlockProcess,
} from '../../../../test/flock-server-process'
import { churchWithComments, simControl } from '../../../../test/instagram'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const REPLIES = 12

// The real server, with its job queue, killed with SIGKILL while it is sending a batch of replies,
// then started again: every accepted reply must be on Instagram exactly once.
describe('crash recovery', () => {
  it(
    'delivers every accepted reply exactly once after the server is killed mid-batch',
    { timeout: 180_000 },
    async () => {
      const church = await churchWithComments(
        t.app,
        t.sim,
        Array.from({ length: REPLIES }, (_, i) => ({ text: `Prayer request ${i}` })),
      )
      const email = uniqueEmail('admin')
      await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
      const env = {
        ...flockProcessEnv(t.db.url, t.sim.url),
        DELIVERY_LEASE_SECONDS: '2',
        JOB_MAINTENANCE_SECONDS: '1',
      }
      const first = await startFlockProcess(env)
      const cookie = await signInOverHttp(first.url, email, PASSWORD)
      const rows = await t.db.db
        .select()
        .from(comments)
        .where(inArray(comments.igCommentId, church.simComments))

      // Slow replies down, and lose some answers after the write, so the kill lands mid-flight.
      await simControl(t.sim, 'faults', { path: '*/replies', method: 'POST', latency_ms: 250 })
      await simControl(t.sim, 'faults', {
        path: '*/replies',
        method: 'POST',
        drop_response_after_write: true,
        count: 3,
      })
      const accepted = await Promise.all(
        rows.map((row) =>
          fetch(`${first.url}/api/comments/${row.id}/replies`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
            body: JSON.stringify({
              message: `We are praying for you (${row.text})`,
              idempotencyKey: randomUUID(),
            }),
          }).then((response) => response.status),
        ),
      )
      expect(accepted).toEqual(Array(REPLIES).fill(202))
      await expect
        .poll(
          async () =>
            (await t.db.db.select().from(outgoingMessages)).filter((o) => o.status === 'sent')
              .length,
          { timeout: 20_000, interval: 50 },
        )
        .toBeGreaterThan(0)
      await stopFlockProcess(first, 'SIGKILL')
      const sentBeforeKill = (await t.db.db.select().from(outgoingMessages)).filter(
        (o) => o.status === 'sent',
      ).length
      expect(sentBeforeKill).toBeLessThan(REPLIES)

      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
      const second = await startFlockProcess(env)
      try {
        await expect
          .poll(
            async () => (await t.db.db.select().from(outgoingMessages)).map((o) => o.status).sort(),
            { timeout: 120_000, interval: 500 },
          )
          .toEqual(Array(REPLIES).fill('sent'))
      } finally {
        await stopFlockProcess(second)
      }
      const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
        comments: { parent_id?: string | null; text: string }[]
      }
      for (const igId of church.simComments) {
        expect(state.comments.filter((c) => c.parent_id === igId)).toHaveLength(1)
      }
    },
  )
  it(
    'delivers every accepted private reply exactly once after the server is killed mid-batch',
    { timeout: 180_000 },
    async () => {
      const church = await churchWithComments(
        t.app,
        t.sim,
        Array.from({ length: REPLIES }, (_, i) => ({ text: `Private prayer request ${i}` })),
      )
      const email = uniqueEmail('admin')
      await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
      const env = {
        ...flockProcessEnv(t.db.url, t.sim.url),
        DELIVERY_LEASE_SECONDS: '2',
        JOB_MAINTENANCE_SECONDS: '1',
      }
      const rows = await t.db.db
        .select()
        .from(comments)
        .where(inArray(comments.igCommentId, church.simComments))
      const ours = () =>
        t.db.db
          .select()
          .from(outgoingMessages)
          .where(
            inArray(
              outgoingMessages.workItemId,
              rows.map((row) => row.id),
            ),
          )
      const first = await startFlockProcess(env)
      const cookie = await signInOverHttp(first.url, email, PASSWORD)
      // Slow private replies down, and lose some answers after the write, so the kill lands
      // mid-flight and some retries meet Instagram's one-per-comment refusal.
      await simControl(t.sim, 'faults', { path: '*/messages', method: 'POST', latency_ms: 250 })
      await simControl(t.sim, 'faults', {
        path: '*/messages',
        method: 'POST',
        drop_response_after_write: true,
        count: 3,
      })
      const accepted = await Promise.all(
        rows.map((row) =>
          fetch(`${first.url}/api/comments/${row.id}/private-replies`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
            body: JSON.stringify({
              message: `We are praying for you privately (${row.text})`,
              idempotencyKey: randomUUID(),
            }),
          }).then((response) => response.status),
        ),
      )
      expect(accepted).toEqual(Array(REPLIES).fill(202))
      await expect
        .poll(async () => (await ours()).filter((o) => o.status === 'sent').length, {
          timeout: 20_000,
          interval: 50,
        })
        .toBeGreaterThan(0)
      await stopFlockProcess(first, 'SIGKILL')
      expect((await ours()).filter((o) => o.status === 'sent').length).toBeLessThan(REPLIES)

      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
      const second = await startFlockProcess(env)
      try {
        await expect
          .poll(async () => (await ours()).map((o) => o.status).sort(), {
            timeout: 120_000,
            interval: 500,
          })
          .toEqual(Array(REPLIES).fill('sent'))
      } finally {
        await stopFlockProcess(second)
      }
      const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
        private_replies: { comment_id: string }[]
      }
      for (const igId of church.simComments) {
        expect(state.private_replies.filter((m) => m.comment_id === igId)).toHaveLength(1)
      }
    },
  )
})
