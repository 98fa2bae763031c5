import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { instagramAccounts } from '../../../db/schema'
import { startJobRunner } from '../../../jobs/job-runner'
import { refreshInstagramTokensJob } from './token-lifecycle.jobs'
import { registerClient, useTestApp } from '../../../../test/helper'
import { connectThroughInstagram, createSimAccount, simControl } from '../../../../test/instagram'
import { refreshDueTokens } from './token-lifecycle.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const DAY = 24 * 3600 * 1000

const deps = () => ({ db: t.db.db, instagram: t.app.instagram, cipher: t.app.tokenCipher })

async function connectedAccount() {
  const { cookie } = await registerClient(t.app)
  const ig = await createSimAccount(t.sim, {
    username: `tokens_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`,
  })
  const account = (await connectThroughInstagram(t.app, cookie, ig.username)).json()
  const row = async () =>
    (await t.db.db.select().from(instagramAccounts).where(eq(instagramAccounts.id, account.id)))[0]!
  return { ig, row }
}

// Moves both Flock's idea of now and Instagram's clock, so token ages agree on both sides.
async function daysLater(days: number) {
  await simControl(t.sim, 'clock', { advance_seconds: days * 86_400 })
  return new Date(t.sim.clock.now())
}

describe('token lifecycle', () => {
  beforeEach(() => t.sim.clock.reset())

  it('refreshes a token within ten days of expiry and keeps the account connected', async () => {
    const { row } = await connectedAccount()
    const before = await row()
    const now = await daysLater(51)
    const report = await refreshDueTokens(deps(), now)
    expect(report.refreshed).toBeGreaterThanOrEqual(1)
    const after = await row()
    expect(after.status).toBe('connected')
    expect(after.tokenCiphertext).not.toBe(before.tokenCiphertext)
    expect(after.tokenExpiresAt!.getTime() - now.getTime()).toBeGreaterThan(59 * DAY)
  })

  it('leaves fresh tokens alone', async () => {
    const { row } = await connectedAccount()
    const before = await row()
    await refreshDueTokens(deps(), new Date(t.sim.clock.now()))
    expect((await row()).tokenCiphertext).toBe(before.tokenCiphertext)
  })

  it('marks an account whose token Instagram refuses (190) as needing reconnection', async () => {
    const { ig, row } = await connectedAccount()
    await simControl(t.sim, 'deauthorize', { user_id: ig.user_id })
    const report = await refreshDueTokens(deps(), await daysLater(51))
    expect(report.needReconnection).toBeGreaterThanOrEqual(1)
    expect(await row()).toMatchObject({ status: 'needs_reconnection', tokenCiphertext: null })
    expect((await row()).statusReason).toMatch(/reconnect/i)
  })

  it('keeps the token and tries again later when Instagram is down', async () => {
    const { row } = await connectedAccount()
    const now = await daysLater(51)
    await simControl(t.sim, 'faults', { error_rate: 1, status_codes: [500] })
    try {
      const report = await refreshDueTokens(deps(), now)
      expect(report.failed).toBeGreaterThanOrEqual(1)
    } finally {
      await fetch(`${t.sim.url}/__sim/faults`, { method: 'DELETE' })
    }
    expect((await row()).status).toBe('connected')
  })

  it('runs as a queued job in PostgreSQL', async () => {
    const { row } = await connectedAccount()
    await t.db.db
      .update(instagramAccounts)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(instagramAccounts.id, (await row()).id))
    const runner = await startJobRunner(
      t.db.url,
      () => [refreshInstagramTokensJob(deps())],
      t.app.log,
    )
    try {
      await runner.boss.send('refresh-instagram-tokens', {})
      await expect
        .poll(async () => (await row()).status, { timeout: 15_000, interval: 250 })
        .toBe('needs_reconnection')
    } finally {
      await runner.stop()
    }
  })
})
