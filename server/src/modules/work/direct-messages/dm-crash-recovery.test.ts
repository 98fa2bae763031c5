import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { directMessages, outgoingMessages } from '../../../db/schema'
import { PASSWORD, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'
import {
  flockProcessEnv,
  signInOverHttp,
  startFlockProcess,
  stopFlockProcess,
} from '../../../../test/flock-server-process'
import { deliverWebhooksTo, simControl } from '../../../../test/instagram'
import { churchWithAccount, conversationOf, followerWrites } from '../../../../test/direct-messages'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const MESSAGES = 10

// The real server, killed with SIGKILL while it sends a batch of direct messages whose answers
// are partly lost, then started again: every accepted message is on Instagram exactly once, and
// once in Flock's thread (its echo, delivered to another process, never doubles it).
describe('direct messages survive a crash', () => {
  it(
    'delivers every accepted direct message exactly once after the server is killed mid-batch',
    { timeout: 180_000 },
    async () => {
      const church = await churchWithAccount(t.app, t.sim)
      await deliverWebhooksTo(t.app, t.sim)
      const usernames = Array.from(
        { length: MESSAGES },
        (_, i) => `crash_${i}_${randomUUID().slice(0, 6)}`,
      )
      const conversationIds: string[] = []
      for (const username of usernames) {
        await followerWrites(t.sim, {
          account_id: church.ig.user_id,
          username,
          text: 'Pray for me',
        })
        conversationIds.push((await conversationOf(t.db.db, church.account.id, username))!.id)
      }
      const email = uniqueEmail('admin')
      await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
      const env = {
        ...flockProcessEnv(t.db.url, t.sim.url),
        INSTAGRAM_FEATURES: 'messaging',
        DELIVERY_LEASE_SECONDS: '2',
        JOB_MAINTENANCE_SECONDS: '1',
      }
      const ours = () =>
        t.db.db
          .select()
          .from(outgoingMessages)
          .where(inArray(outgoingMessages.workItemId, conversationIds))
      const first = await startFlockProcess(env)
      const cookie = await signInOverHttp(first.url, email, PASSWORD)
      await simControl(t.sim, 'faults', { path: '*/messages', method: 'POST', latency_ms: 250 })
      await simControl(t.sim, 'faults', {
        path: '*/messages',
        method: 'POST',
        drop_response_after_write: true,
        count: 3,
      })
      const accepted = await Promise.all(
        conversationIds.map((id, i) =>
          fetch(`${first.url}/api/direct-conversations/${id}/messages`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie },
            body: JSON.stringify({
              text: `We are praying for you, friend ${i}`,
              clientKey: randomUUID(),
            }),
          }).then((response) => response.status),
        ),
      )
      expect(accepted).toEqual(Array(MESSAGES).fill(201))
      await expect
        .poll(async () => (await ours()).filter((o) => o.status === 'sent').length, {
          timeout: 20_000,
          interval: 50,
        })
        .toBeGreaterThan(0)
      await stopFlockProcess(first, 'SIGKILL')
      expect((await ours()).filter((o) => o.status === 'sent').length).toBeLessThan(MESSAGES)

      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
      const second = await startFlockProcess(env)
      try {
        await expect
          .poll(async () => (await ours()).map((o) => o.status).sort(), {
            timeout: 120_000,
            interval: 500,
          })
          .toEqual(Array(MESSAGES).fill('sent'))
      } finally {
        await stopFlockProcess(second)
      }
      const { conversations } = (await (
        await fetch(`${t.sim.url}/__sim/messages?account_id=${church.ig.user_id}`)
      ).json()) as {
        conversations: { follower: { username: string }; messages: { from_account: boolean }[] }[]
      }
      for (const username of usernames) {
        const thread = conversations.find((c) => c.follower.username === username)!
        expect(thread.messages.filter((m) => m.from_account)).toHaveLength(1)
      }
      for (const id of conversationIds) {
        const outbound = await t.db.db
          .select()
          .from(directMessages)
          .where(eq(directMessages.conversationId, id))
        expect(outbound.filter((m) => m.direction === 'outbound')).toHaveLength(1)
      }
    },
  )
})
