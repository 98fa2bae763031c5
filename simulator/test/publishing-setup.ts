import { expect } from 'vitest'
import { startSim, withAccount, type TestSim } from './helpers'
import { jpeg, mp4, startMediaHost, type Served } from './publishing-fixtures'

export const PUBLISH_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  'instagram_business_content_publish',
]

/** A simulator, an account with a publishing token, and a media host with a few files. */
export async function setup(files: Record<string, Served> = {}) {
  const t = await startSim()
  const { account, token } = await withAccount(t, 'grace_test', PUBLISH_SCOPES)
  const host = await startMediaHost({
    '/feed.jpg': { body: jpeg(1080, 1350), type: 'image/jpeg' },
    '/square.jpg': { body: jpeg(1080, 1080), type: 'image/jpeg' },
    '/tall.jpg': { body: jpeg(1080, 1920), type: 'image/jpeg' },
    '/reel.mp4': { body: mp4(1080, 1920, 12_000), type: 'video/mp4' },
    ...files,
  })
  const create = (params: Record<string, string>, version = '/v23.0') =>
    t.graph(
      `${version}/${account.user_id}/media`,
      { access_token: token, ...params },
      { method: 'POST' },
    )
  const status = (id: string) =>
    t.graph(`/v23.0/${id}`, { access_token: token, fields: 'status_code,status' })
  return { t, account, token, host, create, status }
}

export async function expectError(res: Response, error: Record<string, unknown>, status = 400) {
  expect(res.status).toBe(status)
  expect(((await res.json()) as { error: unknown }).error).toMatchObject(error)
}

export const finishProcessing = (t: TestSim, seconds = 60) =>
  t.control('/clock', { advance_seconds: seconds })
