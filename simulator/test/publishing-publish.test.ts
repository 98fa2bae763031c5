import { describe, expect, it } from 'vitest'
import { startReceiver, type Row } from './helpers'
import { expectError, finishProcessing, setup } from './publishing-setup'

type Setup = Awaited<ReturnType<typeof setup>>

async function ready(s: Setup, params: Record<string, string>): Promise<string> {
  const res = await s.create(params)
  expect(res.status).toBe(200)
  const { id } = await res.json()
  await s.t.control(`/containers/${id}/state`, { status_code: 'FINISHED' })
  return id as string
}

const publish = (s: Setup, creationId: string, version = '/v23.0') =>
  s.t.graph(
    `${version}/${s.account.user_id}/media_publish`,
    { access_token: s.token, creation_id: creationId },
    { method: 'POST' },
  )

const listMedia = async (s: Setup) =>
  (
    await (
      await s.t.graph(`/${s.account.user_id}/media`, {
        access_token: s.token,
        fields: 'id,caption,media_type,media_product_type',
      })
    ).json()
  ).data as Row[]

describe('POST /{ig-user-id}/media_publish', () => {
  it('publishes a finished image: the post is in /media and readable, the container PUBLISHED', async () => {
    const s = await setup()
    const res = await s.create({ image_url: s.host.url('/feed.jpg'), caption: 'Easter Sunday' })
    const { id: creationId } = await res.json()
    await finishProcessing(s.t, 3)
    const published = await publish(s, creationId)
    expect(published.status).toBe(200)
    const { id } = await published.json()
    expect(id).toMatch(/^18\d{16}$/)
    expect(await listMedia(s)).toEqual([
      { id, caption: 'Easter Sunday', media_type: 'IMAGE', media_product_type: 'FEED' },
    ])
    const read = await s.t.graph(`/${id}`, {
      access_token: s.token,
      fields: 'caption,media_type,media_product_type,permalink,timestamp,shortcode',
    })
    const media = await read.json()
    expect(media).toMatchObject({ caption: 'Easter Sunday', media_product_type: 'FEED', id })
    expect(media.permalink).toBe(`https://www.instagram.com/p/${media.shortcode}/`)
    expect(Date.parse(media.timestamp.replace('+0000', 'Z'))).toBeGreaterThan(0)
    expect(await (await s.status(creationId)).json()).toEqual({
      status_code: 'PUBLISHED',
      status: 'Published: Media has been successfully published.',
      id: creationId,
    })
    expect(await s.t.control('/accounts/grace_test/media')).toMatchObject({
      data: [
        { id, caption: 'Easter Sunday', media_product_type: 'FEED', container_id: creationId },
      ],
    })
  })

  it('publishes a carousel with its children, a reel and a story with their product types', async () => {
    const s = await setup()
    const a = await ready(s, { image_url: s.host.url('/square.jpg'), is_carousel_item: 'true' })
    const b = await ready(s, {
      media_type: 'VIDEO',
      video_url: s.host.url('/reel.mp4'),
      is_carousel_item: 'true',
    })
    const album = await ready(s, {
      media_type: 'CAROUSEL',
      children: `${a},${b}`,
      caption: 'Harvest',
    })
    const carousel = await (await publish(s, album)).json()
    const reelId = await ready(s, {
      media_type: 'REELS',
      video_url: s.host.url('/reel.mp4'),
      caption: 'Youth night',
      share_to_feed: 'false',
    })
    const reel = await (await publish(s, reelId)).json()
    const storyId = await ready(s, { media_type: 'STORIES', image_url: s.host.url('/tall.jpg') })
    const story = await (await publish(s, storyId)).json()

    const read = await s.t.graph(`/${carousel.id}`, {
      access_token: s.token,
      fields: 'media_type,media_product_type,children{media_type,permalink}',
    })
    const body = await read.json()
    expect(body).toMatchObject({ media_type: 'CAROUSEL_ALBUM', media_product_type: 'FEED' })
    expect(body.children.data.map((c: Row) => c.media_type)).toEqual(['IMAGE', 'VIDEO'])
    const reelRead = await s.t.graph(`/${reel.id}`, {
      access_token: s.token,
      fields: 'media_type,media_product_type,is_shared_to_feed',
    })
    expect(await reelRead.json()).toMatchObject({
      media_type: 'VIDEO',
      media_product_type: 'REELS',
      is_shared_to_feed: false,
    })
    expect(await listMedia(s)).toEqual([
      { id: story.id, caption: '', media_type: 'IMAGE', media_product_type: 'STORY' },
      { id: reel.id, caption: 'Youth night', media_type: 'VIDEO', media_product_type: 'REELS' },
      {
        id: carousel.id,
        caption: 'Harvest',
        media_type: 'CAROUSEL_ALBUM',
        media_product_type: 'FEED',
      },
    ])
    // The children were used up with their carousel.
    expect((await (await s.status(a)).json()).status_code).toBe('PUBLISHED')
  })

  it('refuses an unfinished, failed, expired, published, unknown or carousel-item container', async () => {
    const s = await setup()
    const { id: pending } = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await expectError(await publish(s, pending), { code: 9007, error_subcode: 2207027 })

    await s.t.control(`/containers/${pending}/state`, {
      status_code: 'ERROR',
      error_subcode: 2207053,
    })
    expect(await (await s.status(pending)).json()).toMatchObject({
      status_code: 'ERROR',
      status: 'Error: Media upload has failed with error code 2207053',
    })
    await expectError(await publish(s, pending), { code: -1, error_subcode: 2207032 })

    const done = await ready(s, { image_url: s.host.url('/square.jpg') })
    expect((await publish(s, done)).status).toBe(200)
    await expectError(await publish(s, done), { code: 24, error_subcode: 2207008 })
    await expectError(await publish(s, '17999999999999999'), { code: 24, error_subcode: 2207008 })

    const item = await ready(s, { image_url: s.host.url('/square.jpg'), is_carousel_item: 'true' })
    await expectError(await publish(s, item), { code: 100, error_subcode: 2207089 })

    const missing = await s.t.graph(
      `/${s.account.user_id}/media_publish`,
      { access_token: s.token },
      { method: 'POST' },
    )
    await expectError(missing, { code: 100 })
    expect((await listMedia(s)).length).toBe(1)
  })

  it('publishes a container once when many publish calls race', async () => {
    const s = await setup()
    const id = await ready(s, { image_url: s.host.url('/square.jpg') })
    const answers = await Promise.all(Array.from({ length: 8 }, () => publish(s, id)))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400])
    expect(await listMedia(s)).toHaveLength(1)
    expect((await s.t.control('/accounts/grace_test/publishing')).quota_usage).toBe(1)
  })

  it('the switch not_ready_error changes the refusal of an unfinished container', async () => {
    const s = await setup()
    await s.t.control('/settings', {
      not_ready_error: { code: -1, subcode: 2207027, message: 'Media not ready' },
    })
    const { id } = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await expectError(await publish(s, id), { code: -1, message: 'Media not ready' })
  })

  it('expires containers 24 h after creation on the simulator clock', async () => {
    const s = await setup()
    const { id } = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await finishProcessing(s.t, 23 * 3600)
    expect((await (await s.status(id)).json()).status_code).toBe('FINISHED')
    await finishProcessing(s.t, 3600)
    expect(await (await s.status(id)).json()).toMatchObject({ status_code: 'EXPIRED' })
    await expectError(await publish(s, id), { code: -2, error_subcode: 2207020 })
    // The control API can expire one at once, too.
    const other = await ready(s, { image_url: s.host.url('/square.jpg') })
    await s.t.control(`/containers/${other}/state`, { status_code: 'EXPIRED' })
    await expectError(await publish(s, other), { error_subcode: 2207020 })
  })

  it('a container held IN_PROGRESS stays so until the control API lets it go', async () => {
    const s = await setup()
    const { id } = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await s.t.control(`/containers/${id}/state`, { status_code: 'IN_PROGRESS' })
    await finishProcessing(s.t, 3600)
    expect((await (await s.status(id)).json()).status_code).toBe('IN_PROGRESS')
    await s.t.control(`/containers/${id}/state`, { status_code: 'FINISHED' })
    expect((await publish(s, id)).status).toBe(200)
    const again = await s.t.controlRaw(`/containers/${id}/state`, { status_code: 'FINISHED' })
    expect(again.status).toBe(404)
  })
})

describe('publishing quota', () => {
  it('counts publishes over a rolling 24 h and refuses at the limit with 9/2207042', async () => {
    const s = await setup()
    await s.t.control('/settings', { quota_total: 2 })
    const limit = async () =>
      (
        await s.t.graph(`/${s.account.user_id}/content_publishing_limit`, {
          access_token: s.token,
          fields: 'config,quota_usage',
        })
      ).json()
    expect(await limit()).toEqual({
      data: [{ config: { quota_total: 2, quota_duration: 86400 }, quota_usage: 0 }],
    })
    for (let i = 0; i < 2; i++) {
      const id = await ready(s, { image_url: s.host.url('/square.jpg') })
      expect((await publish(s, id)).status).toBe(200)
      await finishProcessing(s.t, 3600)
    }
    const third = await ready(s, { image_url: s.host.url('/square.jpg') })
    const refused = await publish(s, third)
    await expectError(refused, { code: 9, error_subcode: 2207042 })
    expect((await limit()).data[0].quota_usage).toBe(2)
    // Default field, and `since` narrows the count.
    const since = Math.floor(Date.parse((await s.t.control('/clock')).now) / 1000) - 2 * 3600 + 60
    const narrowed = await s.t.graph(`/me/content_publishing_limit`, {
      access_token: s.token,
      since: String(since),
    })
    expect(await narrowed.json()).toEqual({ data: [{ quota_usage: 1 }] })
    // The first publish leaves the window 24 h after it was made.
    await finishProcessing(s.t, 22 * 3600 + 1)
    expect((await limit()).data[0].quota_usage).toBe(1)
    expect((await publish(s, third)).status).toBe(200)
    expect(await s.t.control('/accounts/grace_test/publishing')).toMatchObject({
      quota_usage: 2,
      quota_total: 2,
    })
  })

  it('defaults to 50 and refuses unknown fields', async () => {
    const s = await setup()
    const res = await s.t.graph(`/${s.account.user_id}/content_publishing_limit`, {
      access_token: s.token,
      fields: 'config',
    })
    expect((await res.json()).data[0].config.quota_total).toBe(50)
    const bad = await s.t.graph(`/${s.account.user_id}/content_publishing_limit`, {
      access_token: s.token,
      fields: 'quota_left',
    })
    await expectError(bad, { code: 100 })
  })
})

describe('first comment and webhooks on published media', () => {
  it('takes a comment from the account and follower comments reach the webhook as REELS', async () => {
    const receiver = await startReceiver()
    const s = await setup()
    await s.t.control('/webhooks', { url: receiver.url, verify_token: 'tok' })
    await s.t.graph(
      `/me/subscribed_apps`,
      { access_token: s.token, subscribed_fields: 'comments' },
      { method: 'POST' },
    )
    const reelId = await ready(s, { media_type: 'REELS', video_url: s.host.url('/reel.mp4') })
    const { id } = await (await publish(s, reelId)).json()
    const first = await s.t.graph(
      `/${id}/comments`,
      { access_token: s.token, message: 'Service times in bio' },
      { method: 'POST' },
    )
    expect(first.status).toBe(200)
    const follower = await s.t.control('/comments', { media_id: id, username: 'ana', text: 'Amen' })
    expect(follower.webhook.status).toBe('delivered')
    await expect.poll(() => receiver.posts().length).toBe(2)
    const bodies = receiver.posts().map((r) => JSON.parse(r.body))
    const values = bodies.map((b) => b.entry[0].changes[0].value)
    expect(values.map((v) => [v.text, v.media]).sort()).toEqual([
      ['Amen', { id, media_product_type: 'REELS' }],
      ['Service times in bio', { id, media_product_type: 'REELS' }],
    ])
  })
})
