import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TRealtimeEvent } from '@common/events'
import { connectSse, type SseClient, type SseFrame } from '../../test/sse-client'
import { registerClient, useTestApp } from '../../test/helper'
import { publish } from './publish'

const t = useTestApp({ SSE_HEARTBEAT_SECONDS: '0.05' })
let url = ''
let cookie = ''
let organizationId = ''
const open: SseClient[] = []

beforeAll(async () => {
  url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
  const registered = await registerClient(t.app)
  cookie = registered.cookie
  organizationId = registered.response.json().organization.id
})
afterAll(() => open.forEach((client) => client.close()))

async function connect() {
  const client = await connectSse(url, { cookie })
  open.push(client)
  await client.waitFor((frame) => frame.event === 'ready')
  return client
}

const updated = (id: string): TRealtimeEvent => ({
  type: 'comment.changed',
  organizationId,
  accountId: 'acc-1',
  commentId: id,
  change: 'created',
})
const isComment = (id: string) => (frame: SseFrame) =>
  frame.event === 'comment.changed' && frame.data !== null && frame.data.includes(`"${id}"`)

describe('GET /api/events', () => {
  it('refuses a visitor without a session with the JSON 401', async () => {
    const client = await connectSse(url)
    expect(client.status).toBe(401)
    expect(JSON.parse(client.body)).toEqual({ code: 'UNAUTHENTICATED', message: 'Please sign in' })
  })

  it('opens an unbuffered event stream that starts with retry and ready', async () => {
    const client = await connect()
    expect(client.status).toBe(200)
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(client.headers['cache-control']).toBe('no-cache')
    expect(client.headers['x-accel-buffering']).toBe('no')
    expect(client.headers['content-encoding']).toBeUndefined()
    expect(client.frames[0]).toMatchObject({ event: 'ready', data: '{}' })
  })

  it('delivers an event when its transaction commits, and never one rolled back', async () => {
    const client = await connect()
    let published!: () => void
    let commit!: () => void
    const isPublished = new Promise<void>((resolve) => (published = resolve))
    const mayCommit = new Promise<void>((resolve) => (commit = resolve))
    const pending = t.db.db.transaction(async (tx) => {
      await publish(tx, updated('in-tx'))
      published()
      await mayCommit
    })
    await isPublished
    // Committed on another connection while the first transaction is still open.
    await publish(t.db.db, updated('meanwhile'))
    await client.waitFor(isComment('meanwhile'))
    expect(client.frames.some(isComment('in-tx'))).toBe(false)
    commit()
    await pending
    await client.waitFor(isComment('in-tx'))

    await t.db.db
      .transaction(async (tx) => {
        await publish(tx, updated('rolled-back'))
        throw new Error('roll back')
      })
      .catch(() => {})
    await publish(t.db.db, updated('after-rollback'))
    await client.waitFor(isComment('after-rollback'))
    expect(client.events('comment.changed').map((event) => event.commentId)).toEqual([
      'meanwhile',
      'in-tx',
      'after-rollback',
    ])
    expect(client.events('comment.changed')[0]).toEqual({ ...updated('meanwhile') })
  })

  it('sends heartbeat comments at the configured interval', async () => {
    const client = await connect()
    await client.waitFor((frame) => frame.comments.includes('heartbeat'))
  })

  it('unsubscribes a stream when its browser goes away', async () => {
    const before = t.app.realtime.subscriberCount
    const client = await connect()
    expect(t.app.realtime.subscriberCount).toBe(before + 1)
    client.close()
    await expect.poll(() => t.app.realtime.subscriberCount).toBe(before)
  })

  it('is documented in the OpenAPI document as an event stream', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
    const operation = doc.paths['/api/events'].get
    expect(operation.summary).toMatch(/events/i)
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/event-stream'])
  })
})
