import { readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_APP_SECRET, hubSignature, signedRequest } from '../../../../simulator/src/index'
import { freePort } from '../../../test/free-port'
import { buildTestApp, testEnv, useTestApp } from '../../../test/helper'
import { signingSecrets } from './config'
import { connectInstagram, type InstagramConnection } from './setup'

const t = useTestApp()
const DATA_DIR = path.resolve(`.tmp/demo-secret-${process.pid}`)
let simulatorUrl = ''
let demo: InstagramConnection
let app: FastifyInstance

async function control(route: string, body: unknown) {
  const response = await fetch(`${simulatorUrl}/__sim/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as Record<string, unknown>
}

// Demo mode as `npm start` runs it: no Instagram app configured, the built-in simulator.
beforeAll(async () => {
  const port = await freePort()
  simulatorUrl = `http://127.0.0.1:${port}`
  const env = testEnv(t.db.url, {
    DATA_DIR,
    SIMULATOR_PORT: String(port),
    HOST: '127.0.0.1',
    INSTAGRAM_APP_ID: '',
  })
  demo = await connectInstagram(env)
  app = await buildTestApp(t.db.db, env, t.sim, { instagram: demo.client })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port: flockPort } = app.server.address() as AddressInfo
  await control('callbacks', {
    deauthorize_url: `http://127.0.0.1:${flockPort}/api/instagram/deauthorize`,
  })
})
afterAll(async () => {
  await app?.close()
  await demo?.stop()
  await rm(DATA_DIR, { recursive: true, force: true })
})

describe('demo mode', () => {
  it("signs with a secret of the install's own, which the published one cannot forge", async () => {
    const secrets = signingSecrets(demo.client.config).map((s) => s.secret)
    expect(secrets).not.toContain(DEFAULT_APP_SECRET)
    const stored = await readFile(path.join(DATA_DIR, 'secrets', 'simulator-app-secret'), 'utf8')
    expect(secrets).toEqual([stored.trim()])

    const body = JSON.stringify({ object: 'instagram', entry: [] })
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/instagram/webhooks',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(body, DEFAULT_APP_SECRET),
      },
      payload: body,
    })
    expect(webhook.statusCode).toBe(401)
    const forged = signedRequest(
      {
        algorithm: 'HMAC-SHA256',
        issued_at: Math.floor(Date.now() / 1000),
        user_id: '17841400000000001',
      },
      DEFAULT_APP_SECRET,
    )
    const callback = await app.inject({
      method: 'POST',
      url: '/api/instagram/deauthorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ signed_request: forged }).toString(),
    })
    expect(callback.statusCode).toBe(401)
  })

  it('hands the same secret to its simulator, whose callbacks Flock accepts', async () => {
    const state = (await (await fetch(`${simulatorUrl}/__sim/state`)).json()) as {
      accounts: { user_id: string }[]
    }
    const userId = state.accounts[0]!.user_id
    const result = (await control('deauthorize', { user_id: userId })) as {
      callback: { status: number }
    }
    expect(result.callback.status).toBe(200)
  })
})
