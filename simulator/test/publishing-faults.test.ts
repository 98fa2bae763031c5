import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startSim, type Row } from './helpers'
import { expectError, finishProcessing, PUBLISH_SCOPES, setup } from './publishing-setup'
import { jpeg, startMediaHost } from './publishing-fixtures'

type Setup = Awaited<ReturnType<typeof setup>>

async function finishedContainer(s: Setup): Promise<string> {
  const { id } = await (
    await s.create({ image_url: s.host.url('/square.jpg'), caption: 'Hi' })
  ).json()
  await finishProcessing(s.t, 3)
  return id as string
}

const publish = (s: Setup, creationId: string) =>
  s.t.graph(
    `/v23.0/${s.account.user_id}/media_publish`,
    { access_token: s.token, creation_id: creationId },
    { method: 'POST' },
  )

const mediaIds = async (s: Setup) =>
  ((await (await s.t.graph('/me/media', { access_token: s.token })).json()).data as Row[]).map(
    (m) => m.id,
  )

describe('faults around publishing', () => {
  it('publish-lost-response: the post is live though the answer is lost; it appears once', async () => {
    const s = await setup()
    const id = await finishedContainer(s)
    await s.t.control('/faults', { preset: 'publish-lost-response', count: 1 })
    await expect(publish(s, id)).rejects.toThrow()
    const media = await mediaIds(s)
    expect(media).toHaveLength(1)
    // A client that resumes reads PUBLISHED and must not publish again; doing so is refused.
    expect((await (await s.status(id)).json()).status_code).toBe('PUBLISHED')
    await expectError(await publish(s, id), { code: 24, error_subcode: 2207008 })
    expect(await mediaIds(s)).toEqual(media)
    const { calls } = await s.t.control('/log')
    const publishes = calls.filter((c: Row) => c.path.endsWith('/media_publish'))
    expect(publishes[0]).toMatchObject({ status: 200, dropped: true, query: { creation_id: id } })
    expect(publishes[0].fault).toMatch(/^rule \d+$/)
  })

  it('publish-then-2207051: the answer is 4/2207051 but the post is live', async () => {
    const s = await setup()
    const id = await finishedContainer(s)
    await s.t.control('/faults', { preset: 'publish-then-2207051', count: 1 })
    await expectError(await publish(s, id), { code: 4, error_subcode: 2207051 })
    expect(await mediaIds(s)).toHaveLength(1)
    expect((await (await s.status(id)).json()).status_code).toBe('PUBLISHED')
    const { calls } = await s.t.control('/log')
    expect(calls.find((c: Row) => c.path.endsWith('/media_publish'))).toMatchObject({
      status: 400,
      fault: expect.stringMatching(/^rule/),
    })
  })

  it('an after_write fault leaves a refused call refused', async () => {
    const s = await setup()
    await s.t.control('/faults', { preset: 'publish-then-2207051' })
    await expectError(await publish(s, '17000000000000000'), { code: 24 })
  })

  it('read-100-33: reads of the container or the new post fail once, then work', async () => {
    const s = await setup()
    const id = await finishedContainer(s)
    const { id: mediaId } = await (await publish(s, id)).json()
    await s.t.control('/faults', { preset: 'read-100-33', count: 2 })
    // Lists are not reads of a node: they still work.
    expect((await mediaIds(s)).length).toBe(1)
    await expectError(await s.status(id), { code: 100, error_subcode: 33 })
    const permalink = await s.t.graph(`/${mediaId}`, { access_token: s.token, fields: 'permalink' })
    await expectError(permalink, { code: 100, error_subcode: 33 })
    expect((await (await s.status(id)).json()).status_code).toBe('PUBLISHED')
  })

  it('create-2207001 and create-503: container creation fails before anything is fetched', async () => {
    const s = await setup()
    await s.t.control('/faults', { preset: 'create-2207001', count: 1 })
    await expectError(await s.create({ image_url: s.host.url('/square.jpg') }), {
      code: -1,
      error_subcode: 2207001,
      is_transient: true,
    })
    await s.t.control('/faults', { preset: 'create-503', count: 1 })
    const res = await s.create({ image_url: s.host.url('/square.jpg') })
    expect(res.status).toBe(503)
    expect((await res.json()).error).toMatchObject({ code: 2, is_transient: true })
    expect(s.host.hits).toEqual([])
    expect((await s.t.control('/containers')).data).toEqual([])
    expect((await s.create({ image_url: s.host.url('/square.jpg') })).status).toBe(200)
  })

  it('container-error: the container is made, then processing ends in ERROR with the subcode', async () => {
    const s = await setup()
    await s.t.control('/faults', {
      preset: 'container-error',
      container_error_subcode: 2207026,
      count: 1,
    })
    const { id } = await (
      await s.create({ media_type: 'REELS', video_url: s.host.url('/reel.mp4') })
    ).json()
    expect((await (await s.status(id)).json()).status_code).toBe('IN_PROGRESS')
    await finishProcessing(s.t, 60)
    expect(await (await s.status(id)).json()).toEqual({
      status_code: 'ERROR',
      status: 'Error: Media upload has failed with error code 2207026',
      id,
    })
    await expectError(await publish(s, id), { code: -1, error_subcode: 2207032 })
    const next = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await finishProcessing(s.t, 3)
    expect((await (await s.status(next.id)).json()).status_code).toBe('FINISHED')
  })

  it('comment-then-20-1772107: the first comment is created though the answer is an error', async () => {
    const s = await setup()
    const { id: mediaId } = await (await publish(s, await finishedContainer(s))).json()
    await s.t.control('/faults', { preset: 'comment-then-20-1772107', count: 1 })
    const res = await s.t.graph(
      `/${mediaId}/comments`,
      { access_token: s.token, message: 'Service times in bio', fields: 'id' },
      { method: 'POST' },
    )
    await expectError(res, { code: 20, error_subcode: 1772107 })
    const comments = await s.t.graph(`/${mediaId}/comments`, { access_token: s.token })
    expect((await comments.json()).data.map((c: Row) => c.text)).toEqual(['Service times in bio'])
  })

  it('every publishing call is in the call log, in order', async () => {
    const s = await setup()
    const id = await finishedContainer(s)
    await s.status(id)
    await publish(s, id)
    await s.t.graph('/me/content_publishing_limit', { access_token: s.token })
    const { calls } = await s.t.control('/log')
    expect(calls.map((c: Row) => [c.method, c.path.replace(/\d{10,}/g, 'ID'), c.status])).toEqual([
      ['POST', '/v23.0/ID/media', 200],
      ['GET', '/v23.0/ID', 200],
      ['POST', '/v23.0/ID/media_publish', 200],
      ['GET', '/me/content_publishing_limit', 200],
    ])
    expect(calls[0].query.image_url).toBe(s.host.url('/square.jpg'))
  })
})

describe('publishing state across a restart', () => {
  const folders: string[] = []
  afterAll(async () => {
    await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })))
  })

  it('keeps containers, the quota and the switches in the state file', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'flock-sim-publish-'))
    folders.push(folder)
    const stateFile = path.join(folder, 'simulator-state.json')
    const host = await startMediaHost({ '/p.jpg': { body: jpeg(1080, 1080) } })
    const first = await startSim({ stateFile })
    await first.control('/accounts', { username: 'grace_test' })
    const { access_token: token } = await first.control('/tokens', {
      account_id: 'grace_test',
      scopes: PUBLISH_SCOPES,
    })
    await first.control('/settings', { quota_total: 7, processing_ms: { image: 10_000 } })
    const create = async (t: typeof first) =>
      (
        await (
          await t.graph(
            '/me/media',
            { access_token: token, image_url: host.url('/p.jpg') },
            { method: 'POST' },
          )
        ).json()
      ).id as string
    const done = await create(first)
    await first.control('/clock', { advance_seconds: 10 })
    const pending = await create(first)
    await first.graph(
      '/me/media_publish',
      { access_token: token, creation_id: done },
      { method: 'POST' },
    )
    await first.sim.stop()

    const second = await startSim({ stateFile })
    const status = async (id: string) =>
      (await (await second.graph(`/${id}`, { access_token: token, fields: 'status_code' })).json())
        .status_code
    expect(await status(done)).toBe('PUBLISHED')
    expect(await status(pending)).toBe('IN_PROGRESS')
    await second.control('/clock', { advance_seconds: 10 })
    expect(await status(pending)).toBe('FINISHED')
    const limit = await second.graph('/me/content_publishing_limit', {
      access_token: token,
      fields: 'quota_usage,config',
    })
    expect((await limit.json()).data[0]).toMatchObject({
      quota_usage: 1,
      config: { quota_total: 7 },
    })
    expect((await second.control('/settings')).processing_ms.image).toBe(10_000)
    // New container ids carry on rather than repeat the first run's.
    expect(await create(second)).not.toBe(pending)
  })
})
