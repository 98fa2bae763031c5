import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAsset, TAssetPage } from '@common/schemas/asset'
import { as, signInAsClient, signInAsTeammate } from '../../../../test/actors'
import { fileUpload, sidewaysJpeg, video } from '../../../../test/asset-fixtures'
import { useTestApp } from '../../../../test/helper'

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flock-crop-'))
const t = useTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '100' })

let church: { cookie: string; organization: { id: string; routeId: string } }
let other: { cookie: string; organization: { id: string; routeId: string } }
let agent: string

beforeAll(async () => {
  church = await signInAsClient(t.app)
  other = await signInAsClient(t.app)
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

const libraryUrl = (routeId = church.organization.routeId) => `/api/organizations/${routeId}/assets`

async function upload(data: Buffer, filename: string, alt = 'Lunch after the service') {
  const body = fileUpload(data, filename, alt)
  const response = await t.app.inject({
    method: 'POST',
    url: libraryUrl(),
    headers: { ...as(church.cookie), ...body.headers },
    payload: body.payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as TAsset
}

const crop = (assetId: string, body: unknown, cookie = agent, routeId?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${libraryUrl(routeId)}/${assetId}/crop`,
    headers: as(cookie),
    payload: body as Record<string, unknown>,
  })

// A wide picture whose left half is red and right half blue: where a crop was cut shows in its
// colour.
function halves(width: number, height: number) {
  const half = (colour: string) =>
    sharp({ create: { width: width / 2, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
  return Promise.all([half('#ff0000'), half('#0000ff')]).then(([red, blue]) =>
    sharp({ create: { width, height, channels: 3, background: '#000000' } })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: blue, left: width / 2, top: 0 },
      ])
      .png()
      .toBuffer(),
  )
}

async function servedPicture(url: string) {
  const file = await t.app.inject({ url: new URL(url).pathname })
  expect(file.statusCode).toBe(200)
  const image = sharp(file.rawPayload)
  const [meta, stats] = await Promise.all([image.metadata(), image.stats()])
  return { width: meta.width, height: meta.height, format: meta.format, stats }
}

describe('cropping a picture of the media library', () => {
  it('cuts a landscape photo to the feed’s 4:5 from the original, where the frame sits, as a new file', async () => {
    // 3000×1000: its Instagram rendition is only 1440 px wide, so a crop of the rendition would
    // be 480 px square at best; the original gives 800×1000.
    const source = await upload(await halves(3000, 1000), 'Easter lunch.png')
    expect(source.aspectFit).toBe('neither')

    const response = await crop(source.id, { ratio: '4:5', focusX: 0, focusY: 0.5 })
    expect(response.statusCode, response.body).toBe(201)
    const cropped = response.json() as TAsset
    expect(cropped).toMatchObject({
      kind: 'image',
      fileName: 'Easter lunch (4:5).jpg',
      mimeType: 'image/jpeg',
      width: 800,
      height: 1000,
      aspectFit: 'feed',
      altText: 'Lunch after the service',
    })
    expect(cropped.id).not.toBe(source.id)
    expect(cropped.publicUrl).not.toBe(source.publicUrl)

    // What Instagram will fetch: the left, red part of the picture, at the crop's size.
    const served = await servedPicture(cropped.publicUrl)
    expect(served).toMatchObject({ format: 'jpeg', width: 800, height: 1000 })
    const [red, , blue] = served.stats.channels
    expect(red!.mean).toBeGreaterThan(200)
    expect(blue!.mean).toBeLessThan(40)

    // The first file stays as it was, beside the new one.
    const library = await t.app.inject({ url: libraryUrl(), headers: as(church.cookie) })
    const ids = (library.json() as TAssetPage).items.map((asset) => asset.id)
    expect(ids).toEqual(expect.arrayContaining([source.id, cropped.id]))
    expect((await servedPicture(source.publicUrl)).width).toBe(1440)
  })

  it('frames the upright picture, as the browser shows it, for a photo stored sideways', async () => {
    const source = await upload(await sidewaysJpeg(), 'IMG_0002.jpg')
    expect(source).toMatchObject({ width: 400, height: 600 })
    const response = await crop(
      source.id,
      { ratio: '1:1', focusX: 0.5, focusY: 0.5 },
      church.cookie,
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ width: 400, height: 400, aspectFit: 'feed' })
    const served = await servedPicture((response.json() as TAsset).publicUrl)
    expect(served).toMatchObject({ width: 400, height: 400 })
  })

  it('makes a 9:16 picture for a story', async () => {
    const source = await upload(await halves(1600, 900), 'Banner.png')
    const response = await crop(source.id, { ratio: '9:16', focusX: 1, focusY: 0 })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ aspectFit: 'reels_and_stories', height: 900 })
  })

  it('explains that a video is not cropped here', async () => {
    const body = fileUpload(await video({ width: 640, height: 360, seconds: 1 }), 'clip.mp4')
    const uploaded = await t.app.inject({
      method: 'POST',
      url: libraryUrl(),
      headers: { ...as(church.cookie), ...body.headers },
      payload: body.payload,
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const response = await crop((uploaded.json() as TAsset).id, {
      ratio: '9:16',
      focusX: 0.5,
      focusY: 0.5,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/Only pictures can be cropped/)
  })

  it('refuses shapes Instagram does not take and frames outside the picture, clearly', async () => {
    const source = await upload(await halves(1000, 600), 'Wide.png')
    const shape = await crop(source.id, { ratio: '2:1', focusX: 0.5, focusY: 0.5 })
    expect(shape.statusCode).toBe(400)
    expect(shape.json().message).toMatch(/Choose a shape: 4:5, 1:1, 1.91:1 or 9:16/)
    const outside = await crop(source.id, { ratio: '1:1', focusX: 1.5, focusY: 0.5 })
    expect(outside.statusCode).toBe(400)
    expect(outside.json().message).toMatch(/from 0 to 1/)
    const nul = await crop(source.id, { ratio: '1:1\u0000', focusX: 0.5, focusY: 0.5 })
    expect(nul.statusCode).toBe(400)
  })

  it('answers 404 for another church’s file and for one that is not there', async () => {
    const source = await upload(await halves(1000, 600), 'Ours.png')
    const otherChurch = await crop(
      source.id,
      { ratio: '1:1', focusX: 0.5, focusY: 0.5 },
      other.cookie,
      other.organization.routeId,
    )
    expect(otherChurch.statusCode).toBe(404)
    const throughTheirRoute = await crop(
      source.id,
      { ratio: '1:1', focusX: 0.5, focusY: 0.5 },
      other.cookie,
    )
    expect(throughTheirRoute.statusCode).toBe(404)
    const missing = await crop('7b0c1a52-7f0e-4c8e-9a55-2b5f0c8d9e11', {
      ratio: '1:1',
      focusX: 0.5,
      focusY: 0.5,
    })
    expect(missing.statusCode).toBe(404)
  })
})
