import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { TInboxPage } from '@common/schemas/comment'
import { freePort } from '../../../test/free-port'
import { startFlockProcess, stopFlockProcess } from '../../../test/flock-server-process'
import { consent } from '../../../test/instagram'

const DATA_DIR = path.resolve(`.tmp/demo-restart-${process.pid}`)
const ADMIN = { email: 'admin@demo-restart.example.org', password: 'correct horse battery' }
const DEMO_ACCOUNT = 'gracechapel_london'

afterAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true })
})

function cookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

// `npm start` with nothing configured: embedded database, built-in simulator, a data folder.
describe('demo mode across a restart', () => {
  it(
    'delivers a reply for an account connected before Flock was stopped and started again',
    { timeout: 180_000 },
    async () => {
      const port = await freePort()
      const simulatorPort = await freePort()
      const origin = `http://localhost:${port}`
      const env = {
        PORT: String(port),
        PUBLIC_URL: origin,
        SIMULATOR_PORT: String(simulatorPort),
        EMBEDDED_PG_PORT: String(await freePort()),
        DATA_DIR,
        DATABASE_URL: '',
        INSTAGRAM_APP_ID: '',
        INSTAGRAM_APP_SECRET: '',
        BETTER_AUTH_SECRET: '',
        TOKEN_ENCRYPTION_KEY: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_DIST_DIR: '.tmp/no-web-app',
      }
      const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
        fetch(`${origin}${url}`, {
          ...init,
          headers: {
            origin,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
        })

      let flock = await startFlockProcess(env)
      try {
        // A church registers and connects a demo account through the simulator's consent page.
        const registered = await call('/api/register', {
          method: 'POST',
          body: JSON.stringify({
            email: 'office@st-demo.example.org',
            name: 'Ruth Mensah',
            organizationName: 'St Demo',
            password: 'correct horse battery',
          }),
        })
        expect(registered.status).toBe(201)
        const church = cookieOf(registered)
        const started = await call('/api/instagram/connect', {
          method: 'POST',
          body: '{}',
          cookie: church,
        })
        expect(started.status).toBe(200)
        const { authorizeUrl } = (await started.json()) as { authorizeUrl: string }
        const redirect = await consent(authorizeUrl, { account: DEMO_ACCOUNT, decision: 'allow' })
        const connected = await call('/api/instagram/callback', {
          method: 'POST',
          body: JSON.stringify({
            code: redirect.searchParams.get('code'),
            state: redirect.searchParams.get('state'),
          }),
          cookie: church,
        })
        expect(connected.status).toBe(200)

        await stopFlockProcess(flock)
        flock = await startFlockProcess(env)

        const signedIn = await call('/api/auth/sign-in/email', {
          method: 'POST',
          body: JSON.stringify(ADMIN),
        })
        expect(signedIn.status).toBe(200)
        const admin = cookieOf(signedIn)
        // The first sync runs as a job; the account's comments arrive in the inbox shortly.
        let target: TInboxPage['items'][number] | undefined
        await expect
          .poll(
            async () => {
              const page = (await (
                await call('/api/comments', { cookie: admin })
              ).json()) as TInboxPage
              target = page.items.find((c) => c.accountUsername === DEMO_ACCOUNT && !c.hidden)
              return Boolean(target)
            },
            { timeout: 30_000, interval: 250 },
          )
          .toBe(true)

        const message = `Thank you for your prayers ${randomUUID().slice(0, 8)}`
        const reply = await call(`/api/comments/${target!.id}/replies`, {
          method: 'POST',
          body: JSON.stringify({ message, idempotencyKey: randomUUID() }),
          cookie: admin,
        })
        expect(reply.status).toBe(202)
        await expect
          .poll(
            async () => {
              const state = (await (
                await fetch(`http://127.0.0.1:${simulatorPort}/__sim/state`)
              ).json()) as { comments: { text: string; username?: string }[] }
              return state.comments.some((c) => c.text === message)
            },
            { timeout: 30_000, interval: 250 },
          )
          .toBe(true)
      } finally {
        await stopFlockProcess(flock)
      }
    },
  )
})
