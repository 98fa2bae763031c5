import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { TEST_ORIGIN, TEST_WEBHOOK_VERIFY_TOKEN } from './helper'
import type { Simulator } from '../../simulator/src/index'
import { InstagramError } from '../src/integrations/instagram/errors'

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
  if (response.status !== 302 || !location)
    throw new Error(`Consent failed: ${response.status} ${await response.text()}`)
  return new URL(location)
}

export async function createSimAccount(
  sim: Simulator,
  account: { username: string; followers_count?: number; name?: string; profile_picture?: string },
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
  const start = await app.inject({
    method: 'POST',
    url: '/api/instagram/connect',
    headers,
    payload: options,
  })
  if (start.statusCode !== 200) throw new Error(`connect failed: ${start.body}`)
  const redirect = await consent(start.json().authorizeUrl, {
    account: username,
    decision: 'allow',
  })
  return app.inject({
    method: 'POST',
    url: '/api/instagram/callback',
    headers,
    payload: { code: redirect.searchParams.get('code'), state: redirect.searchParams.get('state') },
  })
}

// A Graph token straight from the simulator, skipping the consent page.
export async function issueSimToken(
  sim: Simulator,
  accountId: string,
  kind: 'long' | 'short' = 'long',
) {
  return (await simControl(sim, 'tokens', { account_id: accountId, kind })) as {
    access_token: string
    expires_in: number
    user_id: string
    ig_user_id: string
  }
}

export async function clearSimFaults(sim: Simulator) {
  const response = await fetch(`${sim.url}/__sim/faults`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`Could not clear faults: ${await response.text()}`)
}

let usernames = 0
export function uniqueUsername(prefix: string): string {
  usernames += 1
  return `${prefix}_${Date.now().toString(36)}_${usernames}`
}

// The InstagramError a call must fail with; anything else (success included) fails the test.
export async function instagramErrorOf(call: Promise<unknown>): Promise<InstagramError> {
  const outcome = await call.then(
    () => new Error('Expected the Instagram call to fail, but it succeeded'),
    (error: unknown) => error,
  )
  if (outcome instanceof InstagramError) return outcome
  throw outcome
}

export async function createSimMedia(
  sim: Simulator,
  accountId: string,
  body: Record<string, unknown> = {},
) {
  return (await simControl(sim, 'media', { account_id: accountId, ...body })) as { id: string }
}

export async function createSimComment(
  sim: Simulator,
  body: {
    media_id: string
    username: string
    text: string
    parent_id?: string
    hidden?: boolean
    like_count?: number
    timestamp?: string | number
  },
) {
  return (await simControl(sim, 'comments', body)) as { id: string; webhook?: unknown }
}

// What the account itself would do in the Instagram app: reply with its own token.
export async function replyAsAccount(
  sim: Simulator,
  accountId: string,
  commentId: string,
  message: string,
) {
  const { access_token } = (await simControl(sim, 'tokens', { account_id: accountId })) as {
    access_token: string
  }
  const url = new URL(`${sim.url}/v23.0/${commentId}/replies`)
  url.searchParams.set('access_token', access_token)
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ message }) })
  return (await response.json()) as { id: string }
}

export async function simLog(sim: Simulator) {
  const response = await fetch(`${sim.url}/__sim/log`)
  return ((await response.json()) as { calls: { method: string; path: string }[] }).calls
}

export async function clearSimLog(sim: Simulator) {
  await fetch(`${sim.url}/__sim/log`, { method: 'DELETE' })
}

// A church with a connected account whose posts and follower comments are already synced.
export async function churchWithComments(
  app: FastifyInstance,
  sim: Simulator,
  comments: { text: string; username?: string }[],
  options: { posts?: number } = {},
) {
  const register = await app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email: `church-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`,
      name: 'Ruth Mensah',
      organizationName: `Parish ${Date.now().toString(36)} ${Math.random().toString(36).slice(2, 7)}`,
      password: 'correct horse battery',
    },
  })
  const cookie = ([] as string[])
    .concat(register.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ')
  const ig = await createSimAccount(sim, {
    username: `church_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    followers_count: 2_500,
  })
  const posts: string[] = []
  for (let i = 0; i < (options.posts ?? 1); i++)
    posts.push((await createSimMedia(sim, ig.user_id, { caption: `Post ${i}` })).id)
  const simComments: string[] = []
  for (const [i, comment] of comments.entries()) {
    const created = await createSimComment(sim, {
      media_id: posts[i % posts.length]!,
      username: comment.username ?? `follower_${i}`,
      text: comment.text,
    })
    simComments.push(created.id)
  }
  // Connecting runs the first sync (jobs run inline in tests).
  const account = (await connectThroughInstagram(app, cookie, ig.username)).json() as {
    id: string
    organizationId: string
  }
  return { cookie, ig, posts, simComments, account }
}

// Starts the app on a free loopback port and points the simulator's webhooks at it, so
// comments made on the simulator reach Flock over real HTTP. Returns the app's address and the
// simulator's answer to the subscription.
export async function deliverWebhooksTo(app: FastifyInstance, sim: Simulator) {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  const subscribed = await simControl(sim, 'webhooks', {
    url: `${base}/api/instagram/webhooks`,
    verify_token: TEST_WEBHOOK_VERIFY_TOKEN,
  })
  return { base, subscribed }
}
