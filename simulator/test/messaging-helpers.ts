/* eslint-disable @typescript-eslint/no-explicit-any -- Graph and webhook bodies are asserted field by field in the tests */
import { expect } from 'vitest'
import { hubSignature } from '../src/index'
import { APP_SECRET, startReceiver, startSim, withAccount, type TestSim } from './helpers'

export const MESSAGING_SCOPES = [
  'instagram_business_basic',
  'instagram_business_manage_comments',
  'instagram_business_manage_messages',
]

const FIELDS = 'comments,mentions,messages,message_reactions,messaging_seen,messaging_postbacks'

/**
 * A simulator posting to a real receiver, and one account with the messaging scope subscribed
 * to every messaging field. `events()` checks each delivery's signature before parsing it.
 */
export async function messagingSetup(options: { webhook?: boolean } = {}) {
  const receiver = await startReceiver()
  const t = await startSim(
    options.webhook === false ? {} : { webhook: { url: receiver.url, verifyToken: 'sesame' } },
  )
  const { account, token } = await withAccount(t, 'grace_test', MESSAGING_SCOPES)
  const res = await t.graph(
    '/me/subscribed_apps',
    { subscribed_fields: FIELDS, access_token: token },
    { method: 'POST' },
  )
  expect(res.status).toBe(200)
  const events = (): any[] =>
    receiver.posts().map((post) => {
      expect(post.headers['x-hub-signature-256']).toBe(hubSignature(post.body, APP_SECRET))
      return JSON.parse(post.body)
    })
  return { t, receiver, account, token, events }
}

/** A follower's message (or another event) through the control API. */
export const follower = (t: TestSim, body: Record<string, unknown>) => t.control('/messages', body)

/** POST /{ig-id}/messages with a JSON body, as Chatwoot and Meta's samples send it. */
export const send = (t: TestSim, path: string, token: string, body: unknown) =>
  t.graph(
    path,
    { access_token: token },
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )

/** Waits for the receiver to have `count` deliveries (API echoes are not awaited). */
export async function waitForEvents(events: () => any[], count: number) {
  for (let i = 0; i < 100 && events().length < count; i += 1)
    await new Promise((r) => setTimeout(r, 20))
  return events()
}
