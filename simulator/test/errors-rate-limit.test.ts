import { describe, expect, it } from 'vitest'
import { startSim, withAccount } from './helpers'

describe('token errors (code 190)', () => {
  it('an expired token gives the "Session has expired" message with subcode 0', async () => {
    const t = await startSim({ now: () => Date.parse('2025-12-01T18:30:00Z') })
    const { token } = await withAccount(t)
    await t.control('/expire-token', { access_token: token })
    await t.control('/clock', { advance_seconds: 86400 })
    const res = await t.graph('/v23.0/me', { access_token: token })
    expect(res.status).toBe(400)
    const { error } = await res.json()
    expect(error).toMatchObject({ type: 'OAuthException', code: 190, error_subcode: 0 })
    expect(error.message).toBe(
      'Error validating access token: Session has expired on Monday, 01-Dec-25 10:00:00 PST. The current time is Tuesday, 02-Dec-25 10:30:00 PST.',
    )
    expect(error.fbtrace_id).toMatch(/^\S+$/)
  })

  it('an unknown token gives subcode 467, a missing one code 2500', async () => {
    const t = await startSim()
    const res = await t.graph('/me', { access_token: 'IGAAnope' })
    expect((await res.json()).error).toMatchObject({
      message: 'Invalid OAuth access token - Cannot parse access token',
      code: 190,
      error_subcode: 467,
    })
    expect((await (await t.graph('/me')).json()).error.code).toBe(2500)
  })

  it('expire-token by user_id expires every token of the account', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const other = await t.control('/tokens', { account_id: account.user_id })
    expect(await t.control('/expire-token', { user_id: account.user_id })).toEqual({ expired: 2 })
    for (const value of [token, other.access_token])
      expect((await (await t.graph('/me', { access_token: value })).json()).error.code).toBe(190)
  })
})

describe('routing errors (code 100)', () => {
  it('unknown paths and edges answer the Graph envelope with code 100', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    const deep = await t.graph('/v23.0/me/media/extra', { access_token: token })
    expect(deep.status).toBe(400)
    expect((await deep.json()).error.code).toBe(100)
    const edge = await (await t.graph('/me/stories', { access_token: token })).json()
    expect(edge.error).toMatchObject({ code: 100 })
    const method = await (
      await t.graph('/me', { access_token: token }, { method: 'DELETE' })
    ).json()
    expect(method.error).toMatchObject({ code: 100, error_subcode: 33 })
  })
})

describe('business use case rate limit', () => {
  it('sends X-Business-Use-Case-Usage on every call and 80002 when the budget is spent', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    await t.control('/settings', { call_budgets: { [account.username]: 4 } })
    const shares: number[] = []
    for (let i = 0; i < 4; i++) {
      const res = await t.graph('/me', { access_token: token })
      expect(res.status).toBe(200)
      const usage = JSON.parse(res.headers.get('x-business-use-case-usage') ?? '{}')
      expect(usage[account.user_id][0]).toMatchObject({
        type: 'instagram',
        estimated_time_to_regain_access: 0,
      })
      shares.push(usage[account.user_id][0].call_count)
    }
    expect(shares).toEqual([25, 50, 75, 100])
    const limited = await t.graph('/me', { access_token: token })
    expect(limited.status).toBe(400)
    expect((await limited.json()).error).toMatchObject({ code: 80002, is_transient: true })
    const usage = JSON.parse(limited.headers.get('x-business-use-case-usage') ?? '{}')[
      account.user_id
    ][0]
    expect(usage.call_count).toBe(100)
    expect(usage.estimated_time_to_regain_access).toBeGreaterThan(0)
    expect(limited.headers.get('x-app-usage')).toBeNull()

    await t.control('/settings', { rate_limit_status: 429, app_usage_header: true })
    const again = await t.graph('/me', { access_token: token })
    expect(again.status).toBe(429)
    expect(JSON.parse(again.headers.get('x-app-usage') ?? '{}')).toHaveProperty('call_count')

    // The window is a rolling 24 h.
    await t.control('/clock', { advance_seconds: 86401 })
    expect((await t.graph('/me', { access_token: token })).status).toBe(200)
  })
})
