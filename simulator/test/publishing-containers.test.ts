import { describe, expect, it } from 'vitest'
import { startSim, withAccount } from './helpers'
import { jpeg, mp4, png } from './publishing-fixtures'
import { expectError, finishProcessing, PUBLISH_SCOPES, setup } from './publishing-setup'

describe('POST /{ig-user-id}/media: containers', () => {
  it('makes an image container after fetching the JPEG, IN_PROGRESS then FINISHED', async () => {
    const { t, host, create, status } = await setup()
    const res = await create({
      image_url: host.url('/feed.jpg'),
      caption: 'Sunday service at 10 #grace',
      alt_text: 'The choir singing',
      collaborators: '["stmarks_cathedral"]',
      user_tags: '[{"username":"pastor_ann","x":0.5,"y":0.4}]',
      location_id: '110843418940484',
    })
    expect(res.status).toBe(200)
    const { id } = await res.json()
    expect(id).toMatch(/^17\d{16}$/)
    expect(host.hits).toEqual(['/feed.jpg'])
    expect(await (await status(id)).json()).toEqual({
      status_code: 'IN_PROGRESS',
      status: 'In Progress: Media is still being processed.',
      id,
    })
    await finishProcessing(t, 3)
    expect((await (await status(id)).json()).status_code).toBe('FINISHED')
    const view = await t.control(`/containers/${id}`)
    expect(view).toMatchObject({
      media_type: 'IMAGE',
      caption: 'Sunday service at 10 #grace',
      alt_text: 'The choir singing',
      collaborators: ['stmarks_cathedral'],
      user_tags: [{ username: 'pastor_ann', x: 0.5, y: 0.4 }],
      location_id: '110843418940484',
      media: { format: 'image/jpeg', width: 1080, height: 1350 },
    })
  })

  it('takes parameters as a JSON body too, and answers default fields with the id only', async () => {
    const { t, account, token, host } = await setup()
    const res = await t.graph(
      `/${account.user_id}/media`,
      {},
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ image_url: host.url('/square.jpg'), collaborators: ['a_b'] }),
      },
    )
    const { id } = await res.json()
    const read = await t.graph(`/${id}`, { access_token: token })
    expect(await read.json()).toEqual({ id })
  })

  it('makes carousel items, then a carousel of 2 to 10 finished children', async () => {
    const { t, host, create, status } = await setup()
    const image = await (
      await create({ image_url: host.url('/square.jpg'), is_carousel_item: 'true' })
    ).json()
    const video = await (
      await create({
        media_type: 'VIDEO',
        video_url: host.url('/reel.mp4'),
        is_carousel_item: 'true',
      })
    ).json()
    // Children must have finished processing first.
    await expectError(
      await create({ media_type: 'CAROUSEL', children: `${image.id},${video.id}` }),
      {
        code: 9007,
        error_subcode: 2207027,
      },
    )
    await finishProcessing(t)
    await expectError(await create({ media_type: 'CAROUSEL', children: image.id }), { code: 100 })
    await expectError(
      await create({ media_type: 'CAROUSEL', children: Array(11).fill(image.id).join(',') }),
      { code: 100 },
    )
    await expectError(await create({ media_type: 'CAROUSEL', children: `${image.id},1799` }), {
      code: 24,
      error_subcode: 2207008,
    })
    const carousel = await create({
      media_type: 'CAROUSEL',
      children: `${image.id},${video.id}`,
      caption: 'Harvest festival',
      collaborators: '["stmarks_cathedral"]',
    })
    expect(carousel.status).toBe(200)
    const { id } = await carousel.json()
    await finishProcessing(t, 3)
    expect((await (await status(id)).json()).status_code).toBe('FINISHED')
    expect(await t.control(`/containers/${id}`)).toMatchObject({
      media_type: 'CAROUSEL',
      children: [image.id, video.id],
    })
  })

  it('refuses a carousel of containers that are not carousel items', async () => {
    const { t, host, create } = await setup()
    const single = await (await create({ image_url: host.url('/square.jpg') })).json()
    const other = await (await create({ image_url: host.url('/square.jpg') })).json()
    await finishProcessing(t)
    await expectError(
      await create({ media_type: 'CAROUSEL', children: `${single.id},${other.id}` }),
      {
        code: 100,
        message: expect.stringContaining('is_carousel_item'),
      },
    )
  })

  it('makes a reel with share_to_feed, cover_url and thumb_offset, processed in the video time', async () => {
    const { t, host, create, status } = await setup()
    await t.control('/settings', { processing_ms: { video: 30_000 } })
    const res = await create({
      media_type: 'REELS',
      video_url: host.url('/reel.mp4'),
      caption: 'Youth night',
      share_to_feed: 'false',
      cover_url: host.url('/tall.jpg'),
      thumb_offset: '2500',
      audio_name: 'Grace original audio',
      trial_params: '{"graduation_strategy":"MANUAL"}',
    })
    expect(res.status).toBe(200)
    const { id } = await res.json()
    expect(host.hits).toEqual(['/reel.mp4', '/tall.jpg'])
    await finishProcessing(t, 20)
    const mid = await t.graph(`/${id}`, {
      access_token: (
        await t.control('/tokens', { account_id: 'grace_test', scopes: PUBLISH_SCOPES })
      ).access_token,
      fields: 'status_code,copyright_check_status',
    })
    expect(await mid.json()).toMatchObject({
      status_code: 'IN_PROGRESS',
      copyright_check_status: { matches_found: false, status: 'in_progress' },
    })
    await finishProcessing(t, 10)
    expect((await (await status(id)).json()).status_code).toBe('FINISHED')
    expect(await t.control(`/containers/${id}`)).toMatchObject({
      media_type: 'REELS',
      share_to_feed: false,
      thumb_offset: 2500,
      media: { format: 'video/mp4', width: 1080, height: 1920, duration_ms: 12_000 },
      cover: { format: 'image/jpeg' },
      guidance: [],
    })
  })

  it('notes when a reel or story is not 9:16, without refusing it', async () => {
    const { t, host, create } = await setup({
      '/wide.mp4': { body: mp4(1920, 1080, 5000) },
    })
    const reel = await (
      await create({ media_type: 'REELS', video_url: host.url('/wide.mp4') })
    ).json()
    const story = await (
      await create({ media_type: 'STORIES', image_url: host.url('/square.jpg') })
    ).json()
    expect((await t.control(`/containers/${reel.id}`)).guidance[0]).toContain('not 9:16')
    expect((await t.control(`/containers/${story.id}`)).guidance[0]).toContain('not 9:16')
  })

  it('makes stories from an image or a video, with user tags but no collaborators', async () => {
    const { t, host, create } = await setup()
    const image = await create({
      media_type: 'STORIES',
      image_url: host.url('/tall.jpg'),
      user_tags: '[{"username":"pastor_ann"}]',
    })
    expect(image.status).toBe(200)
    const video = await create({ media_type: 'STORIES', video_url: host.url('/reel.mp4') })
    expect(video.status).toBe(200)
    expect((await t.control(`/containers/${(await video.json()).id}`)).media.kind).toBe('video')
    await expectError(await create({ media_type: 'STORIES' }), { code: 100 })
    await expectError(
      await create({
        media_type: 'STORIES',
        image_url: host.url('/tall.jpg'),
        video_url: host.url('/reel.mp4'),
      }),
      { code: 100 },
    )
    await expectError(
      await create({
        media_type: 'STORIES',
        image_url: host.url('/tall.jpg'),
        collaborators: '["a"]',
      }),
      { code: 100, message: '(#100) param collaborators is not allowed' },
    )
  })

  it('refuses parameters that do not fit, with code 100', async () => {
    const { host, create } = await setup()
    const url = host.url('/square.jpg')
    const cases: Record<string, string>[] = [
      {},
      { image_url: url, media_type: 'PHOTO' },
      { image_url: url, caption: 'x'.repeat(2201) },
      { image_url: url, collaborators: '["a","b","c","d"]' },
      { image_url: url, collaborators: 'not json' },
      { image_url: url, user_tags: '[{"username":"ann"}]' },
      { image_url: url, user_tags: '[{"username":"ann","x":1.5,"y":0.2}]' },
      { image_url: url, location_id: 'Grace Chapel' },
      { image_url: url, share_to_feed: 'true' },
      { media_type: 'REELS', video_url: host.url('/reel.mp4'), alt_text: 'Words' },
      { media_type: 'REELS', video_url: host.url('/reel.mp4'), thumb_offset: '-1' },
      {
        media_type: 'REELS',
        video_url: host.url('/reel.mp4'),
        trial_params: '{"graduation_strategy":"SOON"}',
      },
      { media_type: 'REELS' },
      { media_type: 'STORIES', image_url: url, is_carousel_item: 'true' },
    ]
    for (const params of cases) await expectError(await create(params), { code: 100 })
    // None of them was fetched: parameters are checked before the download.
    expect(host.hits).toEqual([])
  })

  it('refuses a standalone VIDEO with 100/2207089 and a thumbnail past the end with 1/2207057', async () => {
    const { host, create } = await setup()
    await expectError(await create({ media_type: 'VIDEO', video_url: host.url('/reel.mp4') }), {
      code: 100,
      error_subcode: 2207089,
    })
    await expectError(
      await create({
        media_type: 'REELS',
        video_url: host.url('/reel.mp4'),
        thumb_offset: '12001',
      }),
      { code: 1, error_subcode: 2207057 },
    )
  })

  it('needs instagram_business_content_publish', async () => {
    const t = await startSim()
    const { account, token } = await withAccount(t)
    const res = await t.graph(
      `/${account.user_id}/media`,
      { access_token: token, image_url: 'http://127.0.0.1:9/x.jpg' },
      { method: 'POST' },
    )
    await expectError(
      res,
      { code: 10, message: expect.stringContaining('instagram_content_publish') },
      403,
    )
  })

  it("answers another account's container id and media edge with 100/33", async () => {
    const { t, account, host, create } = await setup()
    const { id } = await (await create({ image_url: host.url('/square.jpg') })).json()
    const other = await withAccount(t, 'stmarks_test', PUBLISH_SCOPES)
    const read = await t.graph(`/${id}`, { access_token: other.token, fields: 'status_code' })
    await expectError(read, { code: 100, error_subcode: 33 })
    const foreign = await t.graph(
      `/${account.user_id}/media`,
      { access_token: other.token, image_url: host.url('/square.jpg') },
      { method: 'POST' },
    )
    await expectError(foreign, { code: 100, error_subcode: 33 })
  })
})

describe('media fetch', () => {
  it('answers 9004/2207052 when the URL cannot be fetched, naming the URL', async () => {
    const { host, create } = await setup({
      '/gone.jpg': { body: 'nope', status: 404 },
      '/empty.jpg': { body: '' },
      '/login.jpg': { body: '<!doctype html><form>Sign in</form>', type: 'text/html' },
    })
    for (const path of ['/gone.jpg', '/empty.jpg', '/login.jpg', '/missing.jpg']) {
      const res = await create({ image_url: host.url(path) })
      expect(res.status).toBe(400)
      const { error } = await res.json()
      expect(error).toMatchObject({ code: 9004, error_subcode: 2207052, type: 'OAuthException' })
      expect(error.error_user_msg).toContain(host.url(path))
    }
    // Nothing listens on port 9 (discard), and a localhost URL behind a closed port fails alike.
    await expectError(await create({ image_url: 'http://127.0.0.1:9/photo.jpg' }), { code: 9004 })
    await expectError(await create({ image_url: 'file:///etc/passwd' }), { code: 9004 })
  })

  it('answers -2/2207003 when the download is slower than the timeout', async () => {
    const { t, host, create } = await setup({
      '/slow.jpg': { body: jpeg(1080, 1080), delayMs: 1500 },
    })
    await t.control('/settings', { media_fetch_timeout_ms: 300 })
    await expectError(await create({ image_url: host.url('/slow.jpg') }), {
      code: -2,
      error_subcode: 2207003,
      is_transient: true,
    })
  })

  it('answers 36000/2207004 above 8 MiB', async () => {
    const { host, create } = await setup({
      '/huge.jpg': { body: jpeg(1080, 1080, 8 * 2 ** 20 + 1) },
      '/limit.jpg': { body: jpeg(1080, 1080, 8 * 2 ** 20) },
    })
    await expectError(await create({ image_url: host.url('/huge.jpg') }), {
      code: 36000,
      error_subcode: 2207004,
    })
    expect((await create({ image_url: host.url('/limit.jpg') })).status).toBe(200)
  })

  it('checks JPEG by content, not by name or type; PNG is refused unless switched on', async () => {
    const { t, host, create } = await setup({
      '/photo.jpg': { body: png(1080, 1080), type: 'image/jpeg' },
      '/really-jpeg.png': { body: jpeg(1080, 1080), type: 'image/png' },
    })
    await expectError(await create({ image_url: host.url('/photo.jpg') }), {
      code: 36001,
      error_subcode: 2207005,
    })
    expect((await create({ image_url: host.url('/really-jpeg.png') })).status).toBe(200)
    await t.control('/settings', { non_jpeg_images: 'accept' })
    expect((await create({ image_url: host.url('/photo.jpg') })).status).toBe(200)
  })

  it('refuses feed images outside 4:5 to 1.91:1 with 36003/2207009, but not stories', async () => {
    const { host, create } = await setup({
      '/narrow.jpg': { body: jpeg(1080, 1351) },
      '/wide.jpg': { body: jpeg(1920, 1000) },
      '/landscape.jpg': { body: jpeg(1910, 1000) },
    })
    for (const path of ['/narrow.jpg', '/wide.jpg', '/tall.jpg'])
      await expectError(await create({ image_url: host.url(path) }), {
        code: 36003,
        error_subcode: 2207009,
      })
    await expectError(
      await create({ image_url: host.url('/tall.jpg'), is_carousel_item: 'true' }),
      {
        code: 36003,
      },
    )
    for (const path of ['/feed.jpg', '/landscape.jpg', '/square.jpg'])
      expect((await create({ image_url: host.url(path) })).status).toBe(200)
    expect((await create({ media_type: 'STORIES', image_url: host.url('/wide.jpg') })).status).toBe(
      200,
    )
  })

  it('accepts MP4 and MOV by their ftyp box and refuses other video bytes with 352/2207026', async () => {
    const { host, create } = await setup({
      '/clip.mov': { body: mp4(1080, 1920, 4000, 'qt  '), type: 'video/quicktime' },
      '/clip.avi': { body: Buffer.from('RIFF\0\0\0\0AVI LIST'), type: 'video/mp4' },
      '/login.mp4': { body: '<!doctype html><form>Sign in</form>', type: 'video/mp4' },
    })
    expect((await create({ media_type: 'REELS', video_url: host.url('/clip.mov') })).status).toBe(
      200,
    )
    await expectError(await create({ media_type: 'REELS', video_url: host.url('/clip.avi') }), {
      code: 352,
      error_subcode: 2207026,
    })
    // A sign-in page where the video should be is a failed fetch, not a bad format.
    await expectError(await create({ media_type: 'REELS', video_url: host.url('/login.mp4') }), {
      code: 9004,
      error_subcode: 2207052,
    })
  })

  it('switch media_fetch: fail and slow answer without fetching', async () => {
    const { t, host, create } = await setup()
    await t.control('/settings', { media_fetch: 'fail' })
    await expectError(await create({ image_url: host.url('/square.jpg') }), { code: 9004 })
    await t.control('/settings', { media_fetch: 'slow' })
    await expectError(await create({ image_url: host.url('/square.jpg') }), { code: -2 })
    expect(host.hits).toEqual([])
  })
})
