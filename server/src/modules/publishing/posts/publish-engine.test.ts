import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { TPostDetail } from '@common/schemas/posts'
import { media, posts } from '../../../db/schema'
import { requestPostPublishing } from '../../../jobs/contracts'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { clearSimFaults, simControl } from '../../../../test/instagram'
import {
  createPostAs,
  fastProcessing,
  postAction,
  publishingChurch,
  readPost,
  simMedia,
  uploadPicture,
  uploadVideo,
} from '../../../../test/publishing'

// The engine end to end: Flock's jobs (inline) against the simulator over real HTTP, which
// fetches each file from the app listening on a loopback port, as Instagram would.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' }, { servePublicFiles: true })

type Church = Awaited<ReturnType<typeof publishingChurch>>
let church: Church
let admin: string
let member: string
let pictures: { id: string }[]

let captions = 0
const caption = (text: string) => `${text} (${++captions})`

async function composed(body: Record<string, unknown> = {}) {
  const response = await createPostAs(t.app, admin, church.organization.routeId, {
    accountId: church.account.id,
    kind: 'image',
    items: [{ assetId: pictures[0]!.id, altText: 'The choir singing' }],
    caption: caption('Join us Sunday'),
    ...body,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as TPostDetail
}

// Runs the jobs that were put off (the engine's waits), until none is left or `rounds` pass.
async function runDeferred(rounds = 10) {
  for (let round = 0; round < rounds; round++) {
    const deferred = t.jobs.takeDeferred().filter((job) => job.name === 'publish-post')
    if (deferred.length === 0) return
    for (const job of deferred) await t.app.jobs.send(job.name, job.data)
  }
}

const onInstagram = async (text: string) =>
  (await simMedia(t.sim, church.ig.user_id)).filter((m) => m.caption === text)

beforeAll(async () => {
  church = await publishingChurch(t.app, t.sim)
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin')).cookie
  member = (await signInAsChurchMember(t.app, t.db.db, church.organization.id)).cookie
  pictures = [
    await uploadPicture(t.app, church.organization.routeId, church.cookie),
    await uploadPicture(t.app, church.organization.routeId, church.cookie, {
      width: 1080,
      height: 1080,
    }),
  ]
})

beforeEach(async () => {
  await clearSimFaults(t.sim)
  await fastProcessing(t.sim)
  t.jobs.takeDeferred()
})

describe('publishing', () => {
  it('publishes an image once, with its first comment, and adds it to Flock’s posts', async () => {
    const post = await composed({ firstComment: 'Service times: 10:00 and 18:00' })
    const published = await postAction(t.app, admin, post.id, 'publish-now')
    expect(published.statusCode, published.body).toBe(200)
    await runDeferred()
    const after = await readPost(t.app, member, post.id)
    expect(after).toMatchObject({ state: 'published', failure: null })
    expect(after.igMediaId).toBeTruthy()
    expect(after.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\//)
    expect(after.ledger.map((entry) => entry.step)).toEqual([
      'created',
      'scheduled',
      'container_created',
      'container_finished',
      'publish_requested',
      'published',
      'added_to_posts',
      'first_comment_posted',
    ])
    const live = await onInstagram(post.caption)
    expect(live).toHaveLength(1)
    expect(live[0]!.id).toBe(after.igMediaId)
    const [row] = await t.db.db.select().from(media).where(eq(media.igMediaId, after.igMediaId!))
    expect(row).toMatchObject({ caption: post.caption, accountId: church.account.id })
    const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
      comments: { media_id?: string; text: string }[]
    }
    expect(state.comments.filter((c) => c.text === 'Service times: 10:00 and 18:00')).toHaveLength(
      1,
    )
    // Running its job again changes nothing.
    await requestPostPublishing(t.app.jobs, post.id)
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })

  it('publishes a carousel: items first, then the carousel of them', async () => {
    const post = await composed({
      kind: 'carousel',
      items: pictures.map((p) => ({ assetId: p.id })),
    })
    await postAction(t.app, admin, post.id, 'publish-now')
    await runDeferred()
    const after = await readPost(t.app, admin, post.id)
    expect(after.state).toBe('published')
    const live = await onInstagram(post.caption)
    expect(live).toHaveLength(1)
    expect(live[0]!.children).toHaveLength(2)
    expect(after.ledger.filter((entry) => entry.step === 'container_created')).toHaveLength(3)
  })

  it('publishes a reel from a video', async () => {
    const clip = await uploadVideo(t.app, church.organization.routeId, church.cookie)
    const post = await composed({ kind: 'reel', items: [{ assetId: clip.id }] })
    await postAction(t.app, admin, post.id, 'publish-now')
    await runDeferred()
    expect((await readPost(t.app, admin, post.id)).state).toBe('published')
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })

  it('fails a post whose container ends in a permanent ERROR, in words', async () => {
    await simControl(t.sim, 'faults', {
      preset: 'container-error',
      container_error_subcode: 2207009,
      count: 1,
    })
    const post = await composed()
    await postAction(t.app, admin, post.id, 'publish-now')
    await runDeferred()
    const after = await readPost(t.app, admin, post.id)
    expect(after.state).toBe('failed')
    expect(after.failure).toMatchObject({ code: '2207009' })
    expect(after.failure!.message).toMatch(/shape is outside what Instagram allows/)
    expect(await onInstagram(post.caption)).toHaveLength(0)
  })

  it('makes a new container after a passing ERROR and publishes once', async () => {
    await simControl(t.sim, 'faults', { preset: 'container-error', count: 1 })
    const post = await composed()
    await postAction(t.app, admin, post.id, 'publish-now')
    await runDeferred()
    const after = await readPost(t.app, admin, post.id)
    expect(after.state).toBe('published')
    expect(after.ledger.filter((e) => e.step === 'container_created')).toHaveLength(2)
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })

  it('recreates an EXPIRED container', async () => {
    await simControl(t.sim, 'settings', { processing_ms: { image: 3_600_000 } })
    const post = await composed()
    await postAction(t.app, admin, post.id, 'publish-now')
    const [row] = await t.db.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row!.state).toBe('publishing')
    expect(row!.igContainerId).toBeTruthy()
    await simControl(t.sim, `containers/${row!.igContainerId}/state`, { status_code: 'EXPIRED' })
    await fastProcessing(t.sim)
    await runDeferred()
    const after = await readPost(t.app, admin, post.id)
    expect(after.state).toBe('published')
    expect(after.ledger.map((e) => e.step)).toContain('container_expired')
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })

  for (const preset of ['publish-lost-response', 'publish-then-2207051'])
    it(`publishes once when media_publish answers ${preset}`, async () => {
      await simControl(t.sim, 'faults', { preset, count: 1 })
      const post = await composed()
      await postAction(t.app, admin, post.id, 'publish-now')
      await runDeferred()
      const after = await readPost(t.app, admin, post.id)
      expect(after.state).toBe('published')
      expect(await onInstagram(post.caption)).toHaveLength(1)
    })

  it('never publishes a frozen church’s post, and publishes it once resumed', async () => {
    const freeze = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/organizations/${church.organization.routeId}/publishing/${path}`,
        headers: as(admin),
        payload: {},
      })
    expect((await freeze('freeze')).json()).toMatchObject({ frozen: true })
    const post = await composed()
    await postAction(t.app, admin, post.id, 'publish-now')
    await runDeferred()
    const waiting = await readPost(t.app, member, post.id)
    expect(waiting).toMatchObject({ state: 'scheduled', paused: true })
    expect(await onInstagram(post.caption)).toHaveLength(0)
    expect((await freeze('resume')).json()).toMatchObject({ frozen: false })
    await runDeferred()
    expect((await readPost(t.app, admin, post.id)).state).toBe('published')
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })

  it('stops at the irreversible step when the church is frozen mid-way', async () => {
    await simControl(t.sim, 'settings', { processing_ms: { image: 3_600_000 } })
    const post = await composed()
    await postAction(t.app, admin, post.id, 'publish-now')
    const [row] = await t.db.db.select().from(posts).where(eq(posts.id, post.id))
    expect(row!.state).toBe('publishing')
    await t.app.inject({
      method: 'POST',
      url: '/api/publishing/freeze',
      headers: as(admin),
      payload: {},
    })
    await simControl(t.sim, `containers/${row!.igContainerId}/state`, { status_code: 'FINISHED' })
    await runDeferred()
    const paused = await readPost(t.app, admin, post.id)
    expect(paused).toMatchObject({ state: 'scheduled', paused: true })
    expect(paused.ledger.map((e) => e.step)).toContain('paused')
    expect(await onInstagram(post.caption)).toHaveLength(0)
    await t.app.inject({
      method: 'POST',
      url: '/api/publishing/resume',
      headers: as(admin),
      payload: {},
    })
    await runDeferred()
    expect((await readPost(t.app, admin, post.id)).state).toBe('published')
    expect(await onInstagram(post.caption)).toHaveLength(1)
  })
})
