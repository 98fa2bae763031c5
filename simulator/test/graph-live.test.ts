import { describe, expect, it } from 'vitest'
import { messagingSetup } from './messaging-helpers'
import type { TestSim } from './helpers'

const privateReply = (t: TestSim, token: string, commentId: string, text = 'Thank you!') =>
  t.graph(
    '/me/messages',
    { access_token: token },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ recipient: { comment_id: commentId }, message: { text } }),
    },
  )

async function onAir() {
  const setup = await messagingSetup()
  await setup.t.graph(
    '/me/subscribed_apps',
    { subscribed_fields: 'comments,live_comments,messages', access_token: setup.token },
    { method: 'POST' },
  )
  const live = await setup.t.control('/live', {
    account_id: setup.account.user_id,
    caption: 'Sunday worship, live',
  })
  const comment = await setup.t.control('/comments', {
    media_id: live.id,
    username: 'maria',
    text: 'Please pray for my mum',
  })
  return { ...setup, live, comment }
}

describe('live broadcasts', () => {
  it('delivers a comment on a live broadcast as live_comments, in the comments shape', async () => {
    const { live, comment, events, account } = await onAir()
    expect(live).toMatchObject({
      media_type: 'VIDEO',
      media_product_type: 'LIVE',
      live_status: 'live',
    })
    expect(comment.webhook).toMatchObject({ status: 'delivered' })
    const event = events().find((e) => e.entry[0].changes?.[0]?.field === 'live_comments')
    expect(event.entry[0]).toMatchObject({
      id: account.user_id,
      changes: [
        {
          field: 'live_comments',
          value: {
            id: comment.id,
            text: 'Please pray for my mum',
            from: { id: expect.any(String), username: 'maria' },
            media: { id: live.id, media_product_type: 'LIVE' },
          },
        },
      ],
    })
  })

  it('shows the broadcast while on air, under live_media and not among the posts', async () => {
    const { t, token, live } = await onAir()
    const read = await t.graph(`/${live.id}`, {
      fields: 'id,media_type,media_product_type',
      access_token: token,
    })
    expect(await read.json()).toEqual({
      id: live.id,
      media_type: 'VIDEO',
      media_product_type: 'LIVE',
    })
    const onAirNow = await (await t.graph('/me/live_media', { access_token: token })).json()
    expect(onAirNow.data.map((m: { id: string }) => m.id)).toEqual([live.id])
    const posts = await (await t.graph('/me/media', { access_token: token })).json()
    expect(posts.data).toEqual([])
  })

  it('refuses a public reply to a live comment, and allows one private reply on air', async () => {
    const { t, token, comment } = await onAir()
    const reply = await t.graph(
      `/${comment.id}/replies`,
      { access_token: token, message: 'Amen' },
      { method: 'POST' },
    )
    expect(reply.status).toBe(400)
    expect((await reply.json()).error).toMatchObject({ code: 100, type: 'IGApiException' })
    expect((await privateReply(t, token, comment.id)).status).toBe(200)
    expect((await t.control('/state')).private_replies).toHaveLength(1)
  })

  it('refuses a private reply after the broadcast, and no longer finds its media', async () => {
    const { t, token, live, comment } = await onAir()
    const ended = await t.control(`/live/${live.id}/end`, {})
    expect(ended).toMatchObject({ live_status: 'ended', live_ended_at: expect.any(String) })
    const late = await privateReply(t, token, comment.id)
    expect(late.status).toBe(403)
    expect((await late.json()).error).toMatchObject({ code: 10, error_subcode: 2534022 })
    const read = await t.graph(`/${live.id}`, { access_token: token })
    expect(read.status).toBe(400)
    expect((await read.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
    const onAirNow = await (await t.graph('/me/live_media', { access_token: token })).json()
    expect(onAirNow.data).toEqual([])
    // Followers cannot comment on a broadcast that is over, and it cannot end twice.
    const tooLate = await t.controlRaw('/comments', {
      media_id: live.id,
      username: 'joao',
      text: 'Missed it!',
    })
    expect(tooLate.status).toBe(409)
    expect((await t.controlRaw(`/live/${live.id}/end`, {})).status).toBe(409)
    // Flock's calls are in the log.
    const log = (await t.control('/log')).calls.map((c: { method: string; path: string }) => c.path)
    expect(log).toEqual(expect.arrayContaining([`/${live.id}`, '/me/messages']))
  })
})
