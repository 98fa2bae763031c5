import type { FastifyInstance } from 'fastify'
import { TEST_ORIGIN } from './helper'
import type { Simulator } from '../../simulator/src/index'

// Plays the person on Instagram's consent page: Allow as one account, or Cancel.
export async function consent(
  authorizeUrl: string,
  choice: { account?: string; decision: 'allow' | 'cancel' },
): Promise<URL> {
  const url = new URL(authorizeUrl)
  const form = new URLSearchParams(url.searchParams)
  form.set('decision', choice.decision)
  if (choice.account) form.set('account', choice.account)
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  const location = response.headers.get('location')
  if (response.status !== 302 || !location) throw new Error(`Consent failed: ${response.status} ${await response.text()}`)
  return new URL(location)
}

export async function createSimAccount(
  sim: Simulator,
  account: { username: string; followers_count?: number; name?: string },
) {
  const response = await fetch(`${sim.url}/__sim/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (!response.ok) throw new Error(`Could not create account: ${await response.text()}`)
  return (await response.json()) as { user_id: string; id: string; username: string }
}

export async function simControl(sim: Simulator, path: string, body: unknown = {}) {
  const response = await fetch(`${sim.url}/__sim/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} failed: ${await response.text()}`)
  return response.json() as Promise<unknown>
}

// The whole Business Login round trip through the app: start, consent as `username`, callback.
export async function connectThroughInstagram(
  app: FastifyInstance,
  cookie: string,
  username: string,
  options: { accountId?: string } = {},
) {
  const headers = { cookie, origin: TEST_ORIGIN }
  const start = await app.inject({ method: 'POST', url: '/api/instagram/connect', headers, payload: options })
  if (start.statusCode !== 200) throw new Error(`connect failed: ${start.body}`)
  const redirect = await consent(start.json().authorizeUrl, { account: username, decision: 'allow' })
  return app.inject({
    method: 'POST',
    url: '/api/instagram/callback',
    headers,
    payload: { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') },
  })
}
