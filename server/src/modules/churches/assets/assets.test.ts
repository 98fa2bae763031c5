import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAsset, TAssetPage } from '@common/schemas/asset'
import {
  as,
  signInAsAdmin,
  signInAsChurchMember,
  signInAsClient,
  signInAsTeammate,
} from '../../../../test/actors'
import { fileUpload, picture, sidewaysJpeg, video } from '../../../../test/asset-fixtures'
import { useTestApp } from '../../../../test/helper'

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flock-assets-'))
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

async function upload(
  data: Buffer | string,
  filename: string,
  cookie = church.cookie,
  alt?: string,
) {
  const body = fileUpload(data, filename, alt)
  return t.app.inject({
    method: 'POST',
    url: libraryUrl(),
    headers: { ...as(cookie), ...body.headers },
    payload: body.payload,
  })
}

// The public file as a stranger (Meta) fetches it: no cookie.
const fetchPublic = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: new URL(url).pathname, headers })

describe('uploading to the media library', () => {
  it('keeps a JPEG, upright, as an Instagram-ready JPEG without its EXIF, with a thumbnail', async () => {
    const response = await upload(
      await sidewaysJpeg(),
      'C:\\Users\\pat\\DCIM\\IMG_0001.jpg',
      church.cookie,
      'Choir on Easter morning',
    )
    expect(response.statusCode, response.body).toBe(201)
    const asset = response.json() as TAsset
    expect(asset).toMatchObject({
      kind: 'image',
      fileName: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      // Stored 600×400 with orientation 6: upright it is 400×600.
      width: 400,
      height: 600,
      durationMs: null,
      altText: 'Choir on Easter morning',
    })
    const file = await fetchPublic(asset.publicUrl)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(file.headers['x-robots-tag']).toContain('noindex')
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length)
    const served = await sharp(file.rawPayload).metadata()
    expect(served).toMatchObject({ format: 'jpeg', width: 400, height: 600 })
    expect(served.exif).toBeUndefined()
    expect(served.orientation).toBeUndefined()
    const thumbnail = await fetchPublic(asset.thumbnailUrl)
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      height: 480,
    })
  })

  it('converts PNG and WebP to JPEG for Instagram, and says where each shape fits', async () => {
    const png = (await upload(await picture('png', 800, 1000), 'poster.png')).json() as TAsset
    expect(png).toMatchObject({
      mimeType: 'image/png',
      width: 800,
      height: 1000,
      aspectFit: 'feed',
    })
    const webp = (await upload(await picture('webp', 1080, 1920), 'story.webp')).json() as TAsset
    expect(webp).toMatchObject({ mimeType: 'image/webp', aspectFit: 'reels_and_stories' })
    for (const asset of [png, webp]) {
      const file = await fetchPublic(asset.publicUrl)
      expect(file.headers['content-type']).toBe('image/jpeg')
      expect((await sharp(file.rawPayload).metadata()).format).toBe('jpeg')
    }
    // Wider than Instagram shows: scaled down to 1440 px for it.
    const wide = (await upload(await picture('png', 4000, 1000), 'wide.png')).json() as TAsset
    const served = await sharp((await fetchPublic(wide.publicUrl)).rawPayload).metadata()
    expect(served).toMatchObject({ width: 1440, height: 360 })
    expect(wide).toMatchObject({ width: 4000, height: 1000, aspectFit: 'neither' })
  })

  it('probes an MP4, serves it with its index first, and makes a thumbnail of a frame', async () => {
    const response = await upload(await video({ seconds: 2 }), 'sermon-clip.mp4', agent)
    expect(response.statusCode, response.body).toBe(201)
    const asset = response.json() as TAsset
    expect(asset).toMatchObject({
      kind: 'video',
      mimeType: 'video/mp4',
      width: 360,
      height: 640,
      aspectFit: 'reels_and_stories',
    })
    expect(asset.durationMs).toBeGreaterThanOrEqual(1900)
    expect(asset.durationMs).toBeLessThanOrEqual(2200)
    const file = await fetchPublic(asset.publicUrl)
    expect(file.headers['content-type']).toBe('video/mp4')
    // faststart: the moov box comes before the media data.
    const bytes = file.rawPayload
    expect(bytes.indexOf('moov')).toBeGreaterThan(0)
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'))
    const thumbnail = await fetchPublic(asset.thumbnailUrl)
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 270,
      height: 480,
    })
  })

  it('serves byte ranges, as video players and Meta’s fetcher ask', async () => {
    const asset = (await upload(await video({ seconds: 1 }), 'clip.mp4')).json() as TAsset
    const whole = await fetchPublic(asset.publicUrl)
    const size = whole.rawPayload.length
    const part = await fetchPublic(asset.publicUrl, { range: 'bytes=100-199' })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`)
    expect(part.headers['content-length']).toBe('100')
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true)
    const tail = await fetchPublic(asset.publicUrl, { range: 'bytes=-10' })
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(size - 10))).toBe(true)
    const past = await fetchPublic(asset.publicUrl, { range: `bytes=${size}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${size}`)
  })

  it('refuses a text file named photo.jpg, by its content, and keeps nothing', async () => {
    const before = await readdir(path.join(dataDir, 'tmp', 'assets')).catch(() => [])
    const response = await upload('Hello, I am only text pretending to be a photo.', 'photo.jpg')
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringContaining('not a JPEG, PNG or WebP picture'),
    })
    expect(await readdir(path.join(dataDir, 'tmp', 'assets'))).toEqual(before)
  })

  it('refuses HEIC photos with what to do instead', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ])
    const response = await upload(heic, 'IMG_1234.HEIC')
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toMatch(/HEIC .*Export the photo as JPEG/)
  })

  it('refuses a picture over 8 MB, a damaged picture, and a video Instagram cannot take', async () => {
    // Random bytes behind a JPEG signature: 9 MB that cannot be compressed away.
    const big = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(9 * 1024 * 1024, 7),
    ])
    const tooBig = await upload(big, 'huge.jpg')
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: expect.stringContaining('8 MB'),
    })
    const damaged = await upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 1)]),
      'broken.jpg',
    )
    expect(damaged.statusCode).toBe(400)
    expect(damaged.json().message).toMatch(/could not be read/)
    const mpeg4 = await upload(await video({ codec: 'mpeg4', seconds: 1 }), 'old-camera.mp4')
    expect(mpeg4.statusCode).toBe(400)
    expect(mpeg4.json().message).toMatch(/H\.264 or HEVC/)
    const list = (
      await t.app.inject({ url: libraryUrl(), headers: as(church.cookie) })
    ).json() as TAssetPage
    expect(list.items.map((asset) => asset.fileName)).not.toContain('huge.jpg')
  })

  it('refuses a request that is not multipart, and one without a file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: libraryUrl(),
      headers: as(church.cookie),
      payload: { file: 'x' },
    })
    expect(json.statusCode).toBe(415)
    const longAlt = await upload(
      await picture('jpeg', 10, 10),
      'a.jpg',
      church.cookie,
      'x'.repeat(1001),
    )
    expect(longAlt.statusCode).toBe(400)
    expect(longAlt.json().message).toMatch(/altText: Alt text must be at most 1000/)
  })
})

describe('the media library of a church', () => {
  it('lists newest first, a page at a time, with thumbnails, to the church and the agency', async () => {
    const mine = await signInAsClient(t.app)
    const names = ['one.png', 'two.png', 'three.png']
    for (const name of names) {
      const body = fileUpload(await picture('png', 100, 100), name)
      await t.app.inject({
        method: 'POST',
        url: libraryUrl(mine.organization.routeId),
        headers: { ...as(mine.cookie), ...body.headers },
        payload: body.payload,
      })
    }
    const first = (
      await t.app.inject({
        url: `${libraryUrl(mine.organization.routeId)}?limit=2`,
        headers: as(agent),
      })
    ).json() as TAssetPage
    expect(first.items.map((asset) => asset.fileName)).toEqual(['three.png', 'two.png'])
    expect(first.items[0]!.thumbnailUrl).toMatch(
      /^http:\/\/localhost:3000\/media-files\/[A-Za-z0-9_-]{43}\/thumb\.jpg$/,
    )
    const second = (
      await t.app.inject({
        url: `${libraryUrl(mine.organization.routeId)}?limit=2&cursor=${first.nextCursor}`,
        headers: as(mine.cookie),
      })
    ).json() as TAssetPage
    expect(second.items.map((asset) => asset.fileName)).toEqual(['one.png'])
    expect(second.nextCursor).toBeNull()
  })

  it('answers 404 to another church for everything, and changes nothing', async () => {
    const asset = (await upload(await picture('jpeg', 50, 50), 'ours.jpg')).json() as TAsset
    const otherHeaders = as(other.cookie)
    const url = `${libraryUrl()}/${asset.id}`
    expect((await t.app.inject({ url: libraryUrl(), headers: otherHeaders })).statusCode).toBe(404)
    expect((await t.app.inject({ url, headers: otherHeaders })).statusCode).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: otherHeaders,
          payload: { altText: 'mine now' },
        })
      ).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url, headers: otherHeaders })).statusCode).toBe(
      404,
    )
    const body = fileUpload(await picture('jpeg', 50, 50), 'intruder.jpg')
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: libraryUrl(),
          headers: { ...otherHeaders, ...body.headers },
          payload: body.payload,
        })
      ).statusCode,
    ).toBe(404)
    // Another church's own asset id under this church's address is not found either.
    expect(
      (
        await t.app.inject({
          url: `${libraryUrl(other.organization.routeId)}/${asset.id}`,
          headers: otherHeaders,
        })
      ).statusCode,
    ).toBe(404)
    expect((await t.app.inject({ url, headers: as(church.cookie) })).json()).toMatchObject({
      altText: '',
      fileName: 'ours.jpg',
    })
  })

  it('lets the church’s Member edit alt text and delete; an agency Agent may do neither', async () => {
    const member = (await signInAsChurchMember(t.app, t.db.db, church.organization.id)).cookie
    const asset = (await upload(await picture('jpeg', 50, 50), 'pew.jpg', member)).json() as TAsset
    const url = `${libraryUrl()}/${asset.id}`
    expect(
      (await t.app.inject({ method: 'PATCH', url, headers: as(agent), payload: { altText: 'x' } }))
        .statusCode,
    ).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url, headers: as(agent) })).statusCode).toBe(403)
    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      headers: as(member),
      payload: { altText: '  Empty pews before the service ' },
    })
    expect(edited.json()).toMatchObject({ altText: 'Empty pews before the service' })
    expect((await fetchPublic(asset.publicUrl)).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'DELETE', url, headers: as(member) })).statusCode).toBe(
      204,
    )
    expect((await t.app.inject({ url, headers: as(member) })).statusCode).toBe(404)
    // Its public files are gone with it, from the URL and from the disk.
    expect((await fetchPublic(asset.publicUrl)).statusCode).toBe(404)
    expect((await fetchPublic(asset.thumbnailUrl)).statusCode).toBe(404)
    const token = new URL(asset.publicUrl).pathname.split('/')[2]!
    expect(await readdir(path.join(dataDir, 'assets', 'public', token)).catch(() => [])).toEqual([])
  })
})

describe('a church’s deletion', () => {
  it('takes its library’s files off the disk and the web, and leaves another church’s', async () => {
    const leaving = await signInAsClient(t.app)
    const body = fileUpload(await picture('jpeg', 60, 60), 'farewell.jpg')
    const leavingAsset = (
      await t.app.inject({
        method: 'POST',
        url: libraryUrl(leaving.organization.routeId),
        headers: { ...as(leaving.cookie), ...body.headers },
        payload: body.payload,
      })
    ).json() as TAsset
    const staying = (await upload(await picture('jpeg', 60, 60), 'stays.jpg')).json() as TAsset
    expect((await fetchPublic(leavingAsset.publicUrl)).statusCode).toBe(200)

    const admin = await signInAsAdmin(t.app, t.db.db)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${leaving.organization.routeId}`,
      headers: as(admin),
      payload: { confirmName: leaving.organization.name },
    })
    expect(deleted.statusCode, deleted.body).toBe(200)

    const tokenOf = (asset: TAsset) => new URL(asset.publicUrl).pathname.split('/')[2]!
    const filesOf = (asset: TAsset) =>
      readdir(path.join(dataDir, 'assets', 'public', tokenOf(asset))).catch(() => [])
    expect(await filesOf(leavingAsset)).toEqual([])
    expect((await fetchPublic(leavingAsset.publicUrl)).statusCode).toBe(404)
    expect(await filesOf(staying)).not.toEqual([])
    expect((await fetchPublic(staying.publicUrl)).statusCode).toBe(200)
  })
})

describe('the public files', () => {
  it('answers every token that is not an asset’s with the same 404', async () => {
    const asset = (await upload(await picture('jpeg', 50, 50), 'x.jpg')).json() as TAsset
    const token = new URL(asset.publicUrl).pathname.split('/')[2]!
    const answers = await Promise.all(
      [
        `/media-files/${'B'.repeat(43)}/image.jpg`,
        '/media-files/short/image.jpg',
        '/media-files/..%2F..%2Fsecrets/image.jpg',
        `/media-files/${token}/video.mp4`,
        `/media-files/${token}/original.jpg`,
      ].map((url) => t.app.inject({ url })),
    )
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404)
      expect(answer.json()).toEqual({ code: 'NOT_FOUND', message: 'File not found' })
      expect(answer.headers['x-robots-tag']).toContain('noindex')
    }
  })
})
