import { describe, expect, it } from 'vitest'
import { startSim, withAccount, get, type Row } from './helpers'

describe('GET /me and /{ig-id}', () => {
  it('returns only id without fields, and the requested fields otherwise', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    expect(await (await t.graph('/me', { access_token: token })).json()).toEqual({ id: account.id })
    const fields =
      'user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count'
    const me = await (await t.graph('/v23.0/me', { access_token: token, fields })).json()
    expect(me).toEqual({
      id: account.id,
      user_id: account.user_id,
      username: 'grace_test',
      name: 'Grace Test',
      account_type: 'Business',
      profile_picture_url: `${t.url}/__sim/images/profile/${account.user_id}.svg`,
      followers_count: 1200,
      follows_count: 0,
      media_count: 0,
    })
    expect(me.user_id).toMatch(/^1784\d{13}$/)
    expect(me.id).not.toBe(me.user_id)
  })

  it('works with any version prefix and with either id of the own account', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    for (const path of [`/v26.0/${account.user_id}`, `/v22.0/${account.id}`, `/${account.id}`]) {
      const body = await (await t.graph(path, { access_token: token, fields: 'username' })).json()
      expect(body).toEqual({ username: 'grace_test', id: account.id })
    }
  })

  it('accepts the token in an Authorization header', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    const res = await t.graph(
      '/me',
      { fields: 'username' },
      { headers: { authorization: `Bearer ${token}` } },
    )
    expect((await res.json()).username).toBe('grace_test')
  })

  it('answers code 100 subcode 33 for another account and for unknown fields', async () => {
    const t = await startSim()
    const { token } = await withAccount(t)
    const other = await t.control('/accounts', { username: 'someone_else' })
    const res = await t.graph(`/v23.0/${other.user_id}`, { access_token: token })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      message: `Unsupported get request. Object with ID '${other.user_id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      code: 100,
      error_subcode: 33,
    })
    const bad = await (await t.graph('/me', { access_token: token, fields: 'id,shoe_size' })).json()
    expect(bad.error).toMatchObject({ code: 100 })
    expect(bad.error.message).toContain('nonexisting field (shoe_size)')
    const syntax = await (await t.graph('/me', { access_token: token, fields: 'media{id' })).json()
    expect(syntax.error.code).toBe(100)
  })
})

describe('GET /{ig-user-id}/media', () => {
  it('pages newest first through paging.next until the last page', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const created: string[] = []
    for (let i = 0; i < 7; i++) {
      const media = await t.control('/media', {
        account_id: account.username,
        caption: `Post ${i}`,
        like_count: i,
        timestamp: 1_700_000_000 + i * 3600,
      })
      created.push(media.id)
    }
    const first = await (
      await t.graph('/v23.0/me/media', {
        access_token: token,
        fields: 'id,caption,timestamp,like_count,media_type,permalink,comments_count,username',
        limit: '3',
      })
    ).json()
    expect(first.data[0]).toMatchObject({
      caption: 'Post 6',
      like_count: 6,
      media_type: 'IMAGE',
      username: 'grace_test',
      comments_count: 0,
    })
    expect(first.data[0].timestamp).toBe('2023-11-15T04:13:20+0000')
    expect(first.paging.next).toContain(`${t.url}/v23.0/${account.user_id}/media?access_token=`)
    const seen = [...first.data]
    let next: string | undefined = first.paging.next
    let pages = 1
    while (next) {
      const page = await (await get(next)).json()
      seen.push(...page.data)
      next = page.paging?.next
      pages += 1
      expect(page.data[0].caption).toBeDefined()
    }
    expect(pages).toBe(3)
    expect(seen.map((m) => m.id)).toEqual([...created].reverse())
  })

  it('follows paging.previous back and filters with since/until', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    for (let i = 0; i < 4; i++)
      await t.control('/media', {
        account_id: account.user_id,
        caption: `P${i}`,
        timestamp: 1_700_000_000 + i * 100,
      })
    const first = await (
      await t.graph('/me/media', { access_token: token, fields: 'caption', limit: '2' })
    ).json()
    expect(first.paging.previous).toBeUndefined()
    const second = await (await get(first.paging.next)).json()
    expect(second.data.map((m: Row) => m.caption)).toEqual(['P1', 'P0'])
    expect(second.paging.next).toBeUndefined()
    const back = await (await get(second.paging.previous)).json()
    expect(back.data.map((m: Row) => m.caption)).toEqual(['P3', 'P2'])
    const since = await (
      await t.graph('/me/media', { access_token: token, fields: 'caption', since: '1700000150' })
    ).json()
    expect(since.data.map((m: Row) => m.caption)).toEqual(['P3', 'P2'])
  })

  it('omits like_count when hidden, media_url when copyrighted, adds thumbnail_url for video', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    await t.control('/media', {
      account_id: account.user_id,
      media_type: 'VIDEO',
      hide_like_count: true,
      copyrighted: true,
    })
    const body = await (
      await t.graph('/me/media', {
        access_token: token,
        fields: 'media_url,thumbnail_url,like_count',
      })
    ).json()
    expect(Object.keys(body.data[0]).sort()).toEqual(['id', 'thumbnail_url'])
    const svg = await get(body.data[0].thumbnail_url)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
    expect(await svg.text()).toContain('<svg')
  })

  it('caps limit at 100 and defaults to 25', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    for (let i = 0; i < 30; i++)
      await t.control('/media', { account_id: account.user_id, timestamp: 1_700_000_000 + i })
    const page = await (await t.graph('/me/media', { access_token: token })).json()
    expect(page.data).toHaveLength(25)
    expect(page.paging.next).toContain('limit=25')
    const big = await (await t.graph('/me/media', { access_token: token, limit: '500' })).json()
    expect(big.data).toHaveLength(30)
  })
})
