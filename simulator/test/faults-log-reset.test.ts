import { describe, expect, it } from 'vitest'
import { startSim, withAccount, get, type Row } from './helpers'

describe('faults', () => {
  it('error_rate 1.0 with status codes fails Graph calls but never the control API', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    await t.control('/faults', { status_codes: [503], path: '/me*' })
    const res = await t.graph('/v23.0/me', { access_token: token })
    expect(res.status).toBe(503)
    expect((await res.json()).error).toMatchObject({ code: 2, is_transient: true })
    expect((await t.controlRaw('/state')).status).toBe(200)
    await t.control('/faults', undefined, 'DELETE')
    expect((await t.graph('/me', { access_token: token })).status).toBe(200)
  })

  it('custom errors rotate and count limits how often a fault fires', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    await t.control('/faults', {
      errors: [
        { status: 400, code: 4, message: 'Application request limit reached', is_transient: true },
      ],
      count: 1,
    })
    const first = await t.graph('/me', { access_token: token })
    expect((await first.json()).error).toMatchObject({
      code: 4,
      message: 'Application request limit reached',
    })
    expect((await t.graph('/me', { access_token: token })).status).toBe(200)
  })

  it('drop_response_after_write performs the write, then cuts the connection', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const media = await t.control('/media', { account_id: account.user_id })
    const top = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'Hi' })
    await t.control('/faults', {
      drop_response_after_write: true,
      path: '/*/replies',
      method: 'POST',
      count: 1,
    })
    const attempt = t.graph(
      `/${top.id}/replies`,
      { access_token: token, message: 'Landed' },
      { method: 'POST' },
    )
    await expect(attempt).rejects.toThrow()
    const replies = await (
      await t.graph(`/${top.id}/replies`, { access_token: token, fields: 'text' })
    ).json()
    expect(replies.data.map((r: Row) => r.text)).toEqual(['Landed'])
    const { calls } = await t.control('/log')
    expect(calls.find((c: Row) => c.method === 'POST')).toMatchObject({
      dropped: true,
      status: 200,
    })
  })

  it('drop_request cuts the connection before anything is written', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const media = await t.control('/media', { account_id: account.user_id })
    await t.control('/faults', { drop_request: true, path: `/${media.id}/comments`, count: 1 })
    const attempt = t.graph(
      `/${media.id}/comments`,
      { access_token: token, message: 'Lost' },
      { method: 'POST' },
    )
    await expect(attempt).rejects.toThrow()
    const after = await t.graph(`/${media.id}`, { access_token: token, fields: 'comments_count' })
    expect((await after.json()).comments_count).toBe(0)
  })

  it('rejects malformed fault definitions', async () => {
    const t = await startSim()
    const res = await t.controlRaw('/faults', { error_rate: 3 })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('invalid_body')
    const broken = await get(`${t.url}/__sim/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{oops',
    })
    expect(await broken.json()).toEqual({ code: 'invalid_body', message: 'Invalid JSON body' })
  })
})

describe('call log', () => {
  it('records Instagram calls in order with tokens redacted, and can be cleared', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    await t.graph('/v23.0/me', { access_token: token, fields: 'username' })
    await t.graph('/me/nothing', { access_token: token })
    const { calls } = await t.control('/log')
    expect(calls).toHaveLength(2)
    expect(calls[0]).toMatchObject({
      seq: 1,
      method: 'GET',
      path: '/v23.0/me',
      status: 200,
      query: { fields: 'username' },
    })
    expect(calls[0].query.access_token).toBe(`${token.slice(0, 8)}…`)
    expect(calls[1]).toMatchObject({ path: '/me/nothing', status: 400 })
    expect(JSON.stringify(calls)).not.toContain(token)
    await t.control('/log', undefined, 'DELETE')
    expect((await t.control('/log')).calls).toEqual([])
  })
})

describe('reset and seed', () => {
  it('reset empties the simulator, or loads the demo data', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    await t.control('/reset', {})
    expect((await t.control('/accounts')).data).toEqual([])
    expect((await t.graph('/me', { access_token: token })).status).toBe(400)
    await t.control('/reset', { seed: true })
    const { data } = await t.control('/accounts')
    expect(data.map((a: Row) => a.username)).toEqual([
      'gracechapel_london',
      'stmarks_cathedral',
      'risingtide_youth',
    ])
  })

  it('demo data is the same on every run and has hidden comments and account replies', async () => {
    const a = await startSim({ seed: true })
    const b = await startSim({ seed: true })
    const stateA = await a.control('/state')
    const stateB = await b.control('/state')
    expect(stateA.accounts.map((x: Row) => x.user_id)).toEqual(
      stateB.accounts.map((x: Row) => x.user_id),
    )
    expect(stateA.comments.map((c: Row) => c.text)).toEqual(stateB.comments.map((c: Row) => c.text))
    expect(stateA.media.length).toBeGreaterThanOrEqual(12)
    expect(stateA.comments.some((c: Row) => c.hidden)).toBe(true)
    expect(stateA.comments.some((c: Row) => c.by_account && c.parent_id)).toBe(true)
    const svg = await get(stateA.accounts[0].profile_picture_url)
    expect(await svg.text()).toContain('>GC<')
  })
})
