import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_APP_SECRET,
  hubSignature,
  signedRequest,
  type Simulator,
} from '../../../../../simulator/src/index'
import { buildTestApp, registerClient, startTestSimulator, testEnv } from '../../../../test/helper'
import { createTestDatabase, type TestDatabase } from '../../../../test/db'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimMedia,
} from '../../../../test/instagram'

// Which secret Meta signs with for Instagram Login apps is not documented and deployments differ,
// so Flock accepts the Instagram app secret and, when configured, the Meta app secret, and logs
// which one matched. This file's app logs to a list to read that line back.
const META_APP_SECRET = 'meta-app-secret-0123456789abcdef'
const logLines: { msg?: string; secret?: string }[] = []
let db: TestDatabase
let sim: Simulator
let app: FastifyInstance

beforeAll(async () => {
  db = await createTestDatabase()
  sim = startTestSimulator()
  await sim.start()
  const env = testEnv(db.url, { META_APP_SECRET, SIGN_UP_RATE_LIMIT: '1000' })
  app = await buildTestApp(db.db, env, sim, {
    logger: {
      level: 'info',
      stream: { write: (line: string) => void logLines.push(JSON.parse(line)) },
    },
  })
})
afterAll(async () => {
  await app?.close()
  await sim?.stop()
  await db?.drop()
})

async function connectedAccount() {
  const { cookie } = await registerClient(app)
  const ig = await createSimAccount(sim, {
    username: `secret_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  })
  const post = await createSimMedia(sim, ig.user_id, { caption: 'Harvest festival' })
  expect((await connectThroughInstagram(app, cookie, ig.username)).statusCode).toBe(200)
  return { ig, post }
}

const eventBody = (igUserId: string, mediaId: string, commentId: string) =>
  JSON.stringify({
    object: 'instagram',
    entry: [
      {
        id: igUserId,
        time: 1755779280,
        changes: [
          {
            field: 'comments',
            value: {
              id: commentId,
              text: 'See you Sunday',
              from: { id: '42', username: 'neighbour' },
              media: { id: mediaId },
            },
          },
        ],
      },
    ],
  })

const postEvent = (body: string, signature: string) =>
  app.inject({
    method: 'POST',
    url: '/api/instagram/webhooks',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
    payload: body,
  })

const form = (signed: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ signed_request: signed }).toString(),
})

describe('signatures under either app secret', () => {
  it('accepts webhooks signed with the Instagram or the Meta app secret, and logs which', async () => {
    const { ig, post } = await connectedAccount()
    const byInstagram = eventBody(ig.user_id, post.id, '17999999999990001')
    logLines.length = 0
    expect(
      (await postEvent(byInstagram, hubSignature(byInstagram, DEFAULT_APP_SECRET))).statusCode,
    ).toBe(200)
    expect(logLines).toContainEqual(expect.objectContaining({ secret: 'instagram' }))

    const byMeta = eventBody(ig.user_id, post.id, '17999999999990002')
    logLines.length = 0
    expect((await postEvent(byMeta, hubSignature(byMeta, META_APP_SECRET))).statusCode).toBe(200)
    expect(logLines).toContainEqual(
      expect.objectContaining({ secret: 'meta', msg: 'webhook signed with the meta app secret' }),
    )

    const forged = eventBody(ig.user_id, post.id, '17999999999990003')
    expect((await postEvent(forged, hubSignature(forged, 'some-other-secret'))).statusCode).toBe(
      401,
    )
  })

  it('accepts signed_request under either secret, and logs which', async () => {
    const { ig } = await connectedAccount()
    const payload = {
      algorithm: 'HMAC-SHA256',
      issued_at: Math.floor(Date.now() / 1000),
      user_id: ig.user_id,
    }
    const forged = signedRequest(payload, 'some-other-secret')
    expect(
      (await app.inject({ url: '/api/instagram/deauthorize', ...form(forged) })).statusCode,
    ).toBe(401)
    for (const [secret, name] of [
      [META_APP_SECRET, 'meta'],
      [DEFAULT_APP_SECRET, 'instagram'],
    ] as const) {
      logLines.length = 0
      const response = await app.inject({
        url: '/api/instagram/deauthorize',
        ...form(signedRequest(payload, secret)),
      })
      expect(response.statusCode).toBe(200)
      expect(logLines).toContainEqual(
        expect.objectContaining({
          secret: name,
          msg: `signed_request signed with the ${name} app secret`,
        }),
      )
    }
  })
})
