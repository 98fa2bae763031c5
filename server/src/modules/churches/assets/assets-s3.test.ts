import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TAsset } from '@common/schemas/asset'
import { as, signInAsClient } from '../../../../test/actors'
import { fileUpload, picture } from '../../../../test/asset-fixtures'
import { useTestApp } from '../../../../test/helper'
import { startS3Server, TEST_BUCKET, TEST_S3_KEY } from '../../../../test/s3-server'

let s3: Awaited<ReturnType<typeof startS3Server>>
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'flock-assets-s3-'))
beforeAll(async () => {
  s3 = await startS3Server()
})
// The whole app on a bucket, as a deployment with ASSETS_S3_BUCKET runs.
const t = useTestApp(() => ({
  DATA_DIR: dataDir,
  ASSETS_S3_BUCKET: TEST_BUCKET,
  ASSETS_S3_ENDPOINT: s3.endpoint,
  ASSETS_S3_ACCESS_KEY_ID: TEST_S3_KEY.accessKeyId,
  ASSETS_S3_SECRET_ACCESS_KEY: TEST_S3_KEY.secretAccessKey,
  ASSETS_S3_FORCE_PATH_STYLE: 'true',
}))
afterAll(async () => {
  await s3?.stop()
  await rm(dataDir, { recursive: true, force: true })
})

describe('the media library on an S3-compatible bucket', () => {
  it('stores the files in the bucket and serves them from it by token, ranges included', async () => {
    const church = await signInAsClient(t.app)
    const body = fileUpload(await picture('webp', 400, 500), 'flyer.webp')
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${church.organization.routeId}/assets`,
      headers: { ...as(church.cookie), ...body.headers },
      payload: body.payload,
    })
    expect(response.statusCode, response.body).toBe(201)
    const asset = response.json() as TAsset
    // Nothing under DATA_DIR/assets: the bucket holds the original, the rendition and the thumbnail.
    expect(await readdir(path.join(dataDir, 'assets')).catch(() => [])).toEqual([])
    const file = await t.app.inject({ url: new URL(asset.publicUrl).pathname })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/jpeg')
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 400, height: 500 })
    const part = await t.app.inject({
      url: new URL(asset.publicUrl).pathname,
      headers: { range: 'bytes=0-9' },
    })
    expect(part.statusCode).toBe(206)
    expect(part.rawPayload.equals(file.rawPayload.subarray(0, 10))).toBe(true)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${church.organization.routeId}/assets/${asset.id}`,
      headers: as(church.cookie),
    })
    expect(deleted.statusCode).toBe(204)
    expect((await t.app.inject({ url: new URL(asset.thumbnailUrl).pathname })).statusCode).toBe(404)
  })
})
