import { describe, expect, it } from 'vitest'
import { startSim, withAccount } from './helpers'

// Fields Meta documents that clients ask for: the simulator answers them instead of code 100.
describe('documented fields', () => {
  it('answers biography and website on users', async () => {
    const t = await startSim()
    const account = await t.control('/accounts', {
      username: 'stmarks',
      biography: 'A parish family in the heart of town',
      website: 'https://stmarks.example.org',
    })
    const { access_token } = await t.control('/tokens', { account_id: account.user_id })
    const me = await (
      await t.graph('/v23.0/me', { access_token, fields: 'id,username,biography,website' })
    ).json()
    expect(me).toEqual({
      id: account.id,
      username: 'stmarks',
      biography: 'A parish family in the heart of town',
      website: 'https://stmarks.example.org',
    })
    // Left out, as Graph does, when the account has none.
    const { account: plain, token } = await withAccount(t, 'plain_church')
    const bare = await (
      await t.graph(`/v23.0/${plain.user_id}`, { access_token: token, fields: 'biography,website' })
    ).json()
    expect(bare).toEqual({ id: plain.id })
  })

  it('answers children, is_shared_to_feed, legacy_instagram_media_id and media_product_type', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const album = await t.control('/media', {
      account_id: account.user_id,
      media_type: 'CAROUSEL_ALBUM',
    })
    const reel = await t.control('/media', { account_id: account.user_id, media_type: 'VIDEO' })
    const fields =
      'id,media_type,media_product_type,legacy_instagram_media_id,is_shared_to_feed,children{id,media_type,media_url}'
    const albumBody = await (
      await t.graph(`/v23.0/${album.id}`, { access_token: token, fields })
    ).json()
    expect(albumBody).toMatchObject({
      id: album.id,
      media_type: 'CAROUSEL_ALBUM',
      media_product_type: 'FEED',
      legacy_instagram_media_id: album.id,
    })
    expect(albumBody.is_shared_to_feed).toBeUndefined()
    expect(albumBody.children.data).toHaveLength(2)
    for (const child of albumBody.children.data) {
      expect(child.id).toMatch(/^\d+$/)
      expect(child.id).not.toBe(album.id)
      expect(child).toMatchObject({
        media_type: 'IMAGE',
        media_url: expect.stringContaining('http'),
      })
    }
    const reelBody = await (
      await t.graph(`/v23.0/${reel.id}`, { access_token: token, fields })
    ).json()
    expect(reelBody).toMatchObject({
      media_type: 'VIDEO',
      media_product_type: 'REELS',
      is_shared_to_feed: true,
      legacy_instagram_media_id: reel.id,
    })
    expect(reelBody.children).toBeUndefined()
    // The same fields through the account's media list.
    const list = await (
      await t.graph(`/v23.0/${account.user_id}/media`, { access_token: token, fields })
    ).json()
    expect(list.data.map((m: { id: string }) => m.id).sort()).toEqual([album.id, reel.id].sort())
  })
})

describe('nested replies are paged', () => {
  async function threadWithReplies(count: number, pageSize: number) {
    const t = await startSim()
    const { token, account } = await withAccount(t)
    await t.control('/settings', { replies_page_size: pageSize })
    const media = await t.control('/media', { account_id: account.user_id })
    const top = await t.control('/comments', { media_id: media.id, username: 'ana', text: 'Hi' })
    const replies: string[] = []
    for (let i = 0; i < count; i++)
      replies.push(
        (
          await t.control('/comments', {
            media_id: media.id,
            username: `friend${i}`,
            text: `Reply ${i}`,
            parent_id: top.id,
            timestamp: 1_700_000_000 + i,
          })
        ).id,
      )
    return { t, token, media, top, newestFirst: replies.reverse() }
  }

  it('pages /{comment-id}/replies with paging.next', async () => {
    const { t, token, top, newestFirst } = await threadWithReplies(7, 3)
    const seen: string[] = []
    let url: string | undefined =
      `${t.url}/v23.0/${top.id}/replies?access_token=${token}&fields=id,text`
    let pages = 0
    while (url) {
      const body = await (await fetch(url)).json()
      expect(body.data.length).toBeLessThanOrEqual(3)
      seen.push(...body.data.map((r: { id: string }) => r.id))
      url = body.paging?.next
      pages += 1
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(newestFirst)
  })

  it('gives replies{} inside a comment expansion a paging.next to the replies edge', async () => {
    const { t, token, media, newestFirst } = await threadWithReplies(5, 2)
    const body = await (
      await t.graph(`/v23.0/${media.id}/comments`, {
        access_token: token,
        fields: 'id,replies{id,text}',
      })
    ).json()
    const replies = body.data[0].replies
    expect(replies.data.map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(0, 2))
    expect(replies.paging.next).toContain(`/v23.0/${body.data[0].id}/replies?`)
    const next = new URL(replies.paging.next)
    expect(next.searchParams.get('fields')).toBe('id,text')
    expect(next.searchParams.get('after')).toBe(replies.paging.cursors.after)
    const rest: string[] = []
    let url: string | undefined = replies.paging.next
    while (url) {
      const page = await (await fetch(url)).json()
      rest.push(...page.data.map((r: { id: string }) => r.id))
      url = page.paging?.next
    }
    expect([...replies.data.map((r: { id: string }) => r.id), ...rest]).toEqual(newestFirst)
  })

  it('sends no paging.next when every reply fits', async () => {
    const { t, token, media } = await threadWithReplies(2, 50)
    const body = await (
      await t.graph(`/v23.0/${media.id}/comments`, {
        access_token: token,
        fields: 'id,replies{id}',
      })
    ).json()
    expect(body.data[0].replies.data).toHaveLength(2)
    expect(body.data[0].replies.paging?.next).toBeUndefined()
  })
})
