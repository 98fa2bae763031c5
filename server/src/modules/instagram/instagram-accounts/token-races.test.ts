import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { instagramAccounts } from '../../../db/schema'
import { signInAsAdmin } from '../../../../test/actors'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import {
  churchWithComments,
  clearSimFaults,
  connectThroughInstagram,
  simControl,
} from '../../../../test/instagram'
import { refreshDueTokens } from './token-lifecycle.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

const accountRow = async (id: string) =>
  (await t.db.db.select().from(instagramAccounts).where(eq(instagramAccounts.id, id)))[0]!

// The simulator logs a call when it answers; a slow call is under way well before. The
// latencies below (under the client's 2 s timeout) keep the other request inside that window.
const callUnderWay = () => new Promise((resolve) => setTimeout(resolve, 300))

// Token writes are compare-and-set: a slow call to Instagram never overwrites what the church
// decided while it was under way.
describe('token writes under concurrency', () => {
  it('stores no token when a refresh races a revoke', async () => {
    const church = await churchWithComments(t.app, t.sim, [])
    await simControl(t.sim, 'faults', { path: '*refresh_access_token*', latency_ms: 1_200 })
    try {
      // 51 days on, on both clocks: the token is due for refresh.
      await simControl(t.sim, 'clock', { advance_seconds: 51 * 86_400 })
      const refreshing = refreshDueTokens(
        { db: t.db.db, instagram: t.app.instagram, cipher: t.app.tokenCipher },
        new Date(t.sim.clock.now()),
      )
      await callUnderWay()
      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${church.account.id}/revoke`,
        headers: { cookie: church.cookie, origin: TEST_ORIGIN },
      })
      expect(revoked.statusCode).toBe(200)
      const report = await refreshing
      expect(report.superseded).toBe(1)
      expect(report.refreshed).toBe(0)
    } finally {
      await clearSimFaults(t.sim)
      t.sim.clock.reset()
    }
    const row = await accountRow(church.account.id)
    expect(row.status).toBe('disconnected')
    expect(row.tokenCiphertext).toBeNull()
  })

  it('keeps the new token when a stale refusal (190) arrives after a reconnect', async () => {
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Praying for you all' }])
    const admin = await signInAsAdmin(t.app, t.db.db)
    const [comment] = (
      await t.app.inject({
        url: `/api/comments?accountId=${church.account.id}&limit=5`,
        headers: { cookie: admin },
      })
    ).json().items as { id: string }[]
    const before = await accountRow(church.account.id)
    // The hide call is slow and then refused as if the old token were dead.
    await simControl(t.sim, 'faults', {
      path: `/${church.simComments[0]}`,
      method: 'POST',
      latency_ms: 1_200,
      count: 1,
      errors: [{ status: 400, code: 190, message: 'Error validating access token' }],
    })
    try {
      const hiding = t.app.inject({
        method: 'POST',
        url: `/api/comments/${comment!.id}/hide`,
        headers: { cookie: admin, origin: TEST_ORIGIN },
        payload: { hidden: true },
      })
      await callUnderWay()
      const reconnected = await connectThroughInstagram(t.app, church.cookie, church.ig.username, {
        accountId: church.account.id,
      })
      expect(reconnected.statusCode).toBe(200)
      const refused = await hiding
      expect(refused.statusCode).toBeGreaterThanOrEqual(400)
    } finally {
      await clearSimFaults(t.sim)
    }
    const after = await accountRow(church.account.id)
    expect(after.status).toBe('connected')
    expect(after.tokenCiphertext).not.toBeNull()
    expect(after.tokenCiphertext).not.toBe(before.tokenCiphertext)
  })
})
