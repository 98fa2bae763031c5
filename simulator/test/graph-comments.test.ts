import { describe, expect, it } from 'vitest'
import { startSim, withAccount, type TestSim, get, type Row } from './helpers'

async function setup(t: TestSim) {
  const { account, token } = await withAccount(t)
  const media = await t.control('/media', { account_id: account.user_id, caption: 'Sunday' })
  const comment = (username: string, text: string, extra: object = {}) =>
    t.control('/comments', { media_id: media.id, username, text, ...extra })
  return { account, token, media, comment }
}

const form = (params: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(params).toString(),
})

describe('comments', () => {
  it('lists top-level comments newest first with default fields timestamp,text,id', async () => {
    const t = await startSim()
    const { token, media, comment } = await setup(t)
    const first = await comment('ana', 'Olá!', { timestamp: 1_700_000_000 })
    const second = await comment('ben', 'Hello', { timestamp: 1_700_000_100 })
    await comment('cleo', 'A reply', { parent_id: first.id })
    const body = await (
      await t.graph(`/v23.0/${media.id}/comments`, { access_token: token })
    ).json()
    expect(body.data).toEqual([
      { timestamp: '2023-11-14T22:15:00+0000', text: 'Hello', id: second.id },
      { timestamp: '2023-11-14T22:13:20+0000', text: 'Olá!', id: first.id },
    ])
    expect(second.id).toMatch(/^\d{17,18}$/)
    const count = await (
      await t.graph(`/${media.id}`, { access_token: token, fields: 'comments_count' })
    ).json()
    expect(count.comments_count).toBe(3)
  })

  it('expands nested fields: replies{…}, from{…}, media{id}', async () => {
    const t = await startSim()
    const { token, media, comment } = await setup(t)
    const top = await comment('ana', 'Question?')
    const reply = await comment('ben', 'Answer', { parent_id: top.id })
    const fields =
      'id,username,like_count,hidden,from{id,username},media{id},replies{id,text,username,timestamp,parent_id}'
    const body = await (
      await t.graph(`/${media.id}/comments`, { access_token: token, fields })
    ).json()
    const row = body.data[0]
    expect(row).toMatchObject({
      id: top.id,
      username: 'ana',
      like_count: 0,
      hidden: false,
      media: { id: media.id },
    })
    expect(row.from).toEqual({ id: top.from.id, username: 'ana' })
    expect(row.replies.data).toEqual([
      {
        id: reply.id,
        text: 'Answer',
        username: 'ben',
        timestamp: reply.timestamp,
        parent_id: top.id,
      },
    ])
    const replies = await (
      await t.graph(`/${top.id}/replies`, { access_token: token, fields: 'id,text' })
    ).json()
    expect(replies.data).toEqual([{ id: reply.id, text: 'Answer' }])
  })

  it('replies are authored by the account; a reply to a reply joins the top-level comment', async () => {
    const t = await startSim()
    const { account, token, media, comment } = await setup(t)
    const top = await comment('ana', 'Hi')
    const child = await comment('ben', 'Hey', { parent_id: top.id })
    const res = await t.graph(
      `/v23.0/${child.id}/replies`,
      {},
      form({ message: 'Welcome!', access_token: token }),
    )
    expect(res.status).toBe(200)
    const { id } = await res.json()
    const mine = await (
      await t.graph(`/${id}`, { access_token: token, fields: 'text,parent_id,from,username,user' })
    ).json()
    expect(mine).toEqual({
      text: 'Welcome!',
      parent_id: top.id,
      from: { id: account.user_id, username: 'grace_test' },
      username: 'grace_test',
      user: { id: account.user_id },
      id,
    })
    const created = await t.graph(
      `/${media.id}/comments`,
      { access_token: token, message: 'Thanks all' },
      { method: 'POST' },
    )
    expect(Object.keys(await created.json())).toEqual(['id'])
  })

  it('hides and unhides; hidden comments are listed with hidden:true or omitted by switch', async () => {
    const t = await startSim()
    const { token, media, comment } = await setup(t)
    const spam = await comment('spammer', 'Buy followers')
    const res = await t.graph(
      `/${spam.id}`,
      { access_token: token, hide: 'true' },
      { method: 'POST' },
    )
    expect(await res.json()).toEqual({ success: true })
    const listed = await (
      await t.graph(`/${media.id}/comments`, { access_token: token, fields: 'id,hidden' })
    ).json()
    expect(listed.data).toEqual([{ id: spam.id, hidden: true }])
    const reply = await t.graph(
      `/${spam.id}/replies`,
      { access_token: token, message: 'no' },
      { method: 'POST' },
    )
    expect(reply.status).toBe(400)
    expect((await reply.json()).error.code).toBe(100)
    await t.control('/settings', { hidden_comments: 'omit' })
    expect(
      (await (await t.graph(`/${media.id}/comments`, { access_token: token })).json()).data,
    ).toEqual([])
    await t.graph(`/${spam.id}`, { access_token: token, hide: 'false' }, { method: 'POST' })
    expect(
      (await (await t.graph(`/${media.id}/comments`, { access_token: token })).json()).data,
    ).toHaveLength(1)
  })

  it('deleting a top-level comment removes its replies', async () => {
    const t = await startSim()
    const { token, media, comment } = await setup(t)
    const top = await comment('ana', 'Hi')
    await comment('ben', 'Hey', { parent_id: top.id })
    const res = await t.graph(`/${top.id}`, { access_token: token }, { method: 'DELETE' })
    expect(await res.json()).toEqual({ success: true })
    const count = await (
      await t.graph(`/${media.id}`, { access_token: token, fields: 'comments_count' })
    ).json()
    expect(count.comments_count).toBe(0)
    const gone = await t.graph(`/${top.id}/replies`, { access_token: token })
    expect((await gone.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
  })

  it('pages comments at 50 per page at most', async () => {
    const t = await startSim()
    const { token, media, comment } = await setup(t)
    for (let i = 0; i < 55; i++)
      await comment(`user${i}`, `c${i}`, { timestamp: 1_700_000_000 + i })
    const first = await (
      await t.graph(`/${media.id}/comments`, { access_token: token, limit: '100' })
    ).json()
    expect(first.data).toHaveLength(50)
    const second = await (await get(first.paging.next)).json()
    expect(second.data.map((c: Row) => c.text)).toEqual(['c4', 'c3', 'c2', 'c1', 'c0'])
  })

  it('needs instagram_business_manage_comments and the message parameter', async () => {
    const t = await startSim()
    const { account, media } = await setup(t)
    const basic = await t.control('/tokens', {
      account_id: account.user_id,
      scopes: ['instagram_business_basic'],
    })
    const denied = await t.graph(`/${media.id}/comments`, { access_token: basic.access_token })
    expect((await denied.json()).error.code).toBe(10)
    const full = await t.control('/tokens', { account_id: account.user_id })
    const missing = await t.graph(
      `/${media.id}/comments`,
      { access_token: full.access_token },
      { method: 'POST' },
    )
    expect((await missing.json()).error).toMatchObject({
      code: 100,
      message: '(#100) The parameter message is required',
    })
  })

  it('accepts JSON bodies for writes', async () => {
    const t = await startSim()
    const { token, comment } = await setup(t)
    const top = await comment('ana', 'Hi')
    const res = await t.graph(
      `/${top.id}/replies`,
      { access_token: token },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'From JSON' }),
      },
    )
    expect(res.status).toBe(200)
  })
})
