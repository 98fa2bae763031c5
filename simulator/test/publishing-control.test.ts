import { describe, expect, it } from 'vitest'
import { type Row } from './helpers'
import { expectError, finishProcessing, setup } from './publishing-setup'

describe('publishing switches and control API', () => {
  it('carousel_collaborators: allowed by default, refused when switched', async () => {
    const s = await setup()
    const item = () =>
      s.create({
        image_url: s.host.url('/square.jpg'),
        is_carousel_item: 'true',
        alt_text: 'Bread',
      })
    const a = (await (await item()).json()).id
    const b = (await (await item()).json()).id
    await finishProcessing(s.t)
    const carousel = (collaborators: string) =>
      s.create({ media_type: 'CAROUSEL', children: `${a},${b}`, collaborators })
    expect((await carousel('["stmarks_cathedral"]')).status).toBe(200)
    await s.t.control('/settings', { carousel_collaborators: 'refuse' })
    await expectError(await carousel('["stmarks_cathedral"]'), {
      code: 100,
      message: '(#100) param collaborators is not allowed',
    })
    // Collaborators belong on the carousel, never on its items.
    await expectError(
      await s.create({
        image_url: s.host.url('/square.jpg'),
        is_carousel_item: 'true',
        collaborators: '["a"]',
      }),
      { code: 100 },
    )
  })

  it('refuses bad switch values and shows the publishing switches with the others', async () => {
    const s = await setup()
    for (const body of [
      { quota_total: -1 },
      { processing_ms: { image: -5 } },
      { processing_ms: { audio: 5 } },
      { media_fetch: 'sometimes' },
      { not_ready_error: { code: 9007 } },
    ]) {
      const res = await s.t.controlRaw('/settings', body)
      expect(res.status).toBe(400)
      expect((await res.json()).code).toBe('invalid_body')
    }
    const settings = await s.t.control('/settings', { processing_ms: { video: 1000 } })
    expect(settings).toMatchObject({
      quota_total: 50,
      processing_ms: { image: 3000, video: 1000, carousel: 3000 },
      media_fetch: 'real',
      carousel_collaborators: 'allow',
      non_jpeg_images: 'refuse',
      not_ready_error: { code: 9007, subcode: 2207027 },
    })
  })

  it('lists containers per account, newest first, and shows them in the state dump', async () => {
    const s = await setup()
    const first = (await (await s.create({ image_url: s.host.url('/square.jpg') })).json()).id
    const second = (await (await s.create({ image_url: s.host.url('/feed.jpg') })).json()).id
    const { data } = await s.t.control('/containers?account_id=grace_test')
    expect(data.map((c: Row) => c.id)).toEqual([second, first])
    expect(data[0]).toMatchObject({ status_code: 'IN_PROGRESS', account_id: s.account.user_id })
    expect((await s.t.control('/state')).containers).toHaveLength(2)
    expect((await s.t.controlRaw('/containers/17000')).status).toBe(404)
    const bad = await s.t.controlRaw(`/containers/${first}/state`, { status_code: 'PUBLISHED' })
    expect(bad.status).toBe(400)
  })

  it('reset forgets containers, the quota and the publishing switches', async () => {
    const s = await setup()
    await s.t.control('/settings', { quota_total: 3 })
    const { id } = await (await s.create({ image_url: s.host.url('/square.jpg') })).json()
    await finishProcessing(s.t)
    await s.t.graph(
      '/me/media_publish',
      { access_token: s.token, creation_id: id },
      { method: 'POST' },
    )
    await s.t.control('/reset', {})
    expect((await s.t.control('/containers')).data).toEqual([])
    expect((await s.t.control('/settings')).quota_total).toBe(50)
    expect(s.t.sim.store.publishing.publishes.size).toBe(0)
  })
})
