import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { TRealtimeEvent } from '@common/events'
import type { Actor } from '../auth/policy'
import { connectSse, type SseClient } from '../../test/sse-client'
import { registerClient, useTestApp } from '../../test/helper'
import { createRealtimeHub, type RealtimeHub } from './hub'
import { EVENTS_CHANNEL, publish } from './publish'

const t = useTestApp()
const silent = { warn: () => {}, info: () => {} }
const hubs: RealtimeHub[] = []
const open: SseClient[] = []
afterAll(async () => {
  open.forEach((client) => client.close())
  await Promise.all(hubs.map((hub) => hub.stop()))
})

function startHub() {
  const hub = createRealtimeHub({ databaseUrl: t.db.url, log: silent, reconnectDelaysMs: [50] })
  hubs.push(hub)
  return hub
}

// Collects what one subscriber hears and lets a test wait for a given event.
function listen(hub: RealtimeHub, actor: Actor) {
  const heard: TRealtimeEvent[] = []
  let resyncs = 0
  const waiters: (() => void)[] = []
  hub.subscribe(actor, {
    onEvent: (event) => {
      heard.push(event)
      waiters.forEach((wake) => wake())
    },
    onResync: () => (resyncs += 1),
  })
  const waitFor = (match: (event: TRealtimeEvent) => boolean) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('event did not arrive')), 5_000)
      const check = () => {
        if (!heard.some(match)) return
        clearTimeout(timer)
        resolve()
      }
      waiters.push(check)
      check()
    })
  return { heard, waitFor, resyncs: () => resyncs }
}

const admin: Actor = {
  userId: 'u-admin',
  sessionId: 's-admin',
  email: 'a@x.org',
  name: 'Admin',
  role: 'admin',
  teamRole: 'owner',
  organizationId: null,
  churchRole: null,
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
}
const clientOf = (organizationId: string): Actor => ({
  userId: `u-${organizationId}`,
  sessionId: `s-${organizationId}`,
  email: 'c@x.org',
  name: 'Church',
  role: 'client',
  teamRole: null,
  organizationId,
  churchRole: 'owner',
  twoFactorEnabled: false,
  twoFactorSetupRequired: false,
})
const updated = (organizationId: string): TRealtimeEvent => ({
  type: 'organization.updated',
  organizationId,
})

describe('the realtime hub', () => {
  it('fans an event out only to subscribers whose actor may see its organization', async () => {
    const hub = startHub()
    await hub.start()
    const ofA = listen(hub, clientOf('org-a'))
    const ofB = listen(hub, clientOf('org-b'))
    const everything = listen(hub, admin)
    await publish(t.db.db, updated('org-a'))
    await publish(t.db.db, updated('org-b'))
    await everything.waitFor((event) => event.organizationId === 'org-b')
    await ofB.waitFor((event) => event.organizationId === 'org-b')
    expect(ofA.heard).toEqual([updated('org-a')])
    expect(ofB.heard).toEqual([updated('org-b')])
    expect(everything.heard).toEqual([updated('org-a'), updated('org-b')])
  })

  it('ignores payloads that are not valid events', async () => {
    const hub = startHub()
    await hub.start()
    const everything = listen(hub, admin)
    await t.db.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'not json')`)
    await t.db.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, '{"type":"bogus"}')`)
    await publish(t.db.db, updated('org-last'))
    await everything.waitFor((event) => event.organizationId === 'org-last')
    expect(everything.heard).toEqual([updated('org-last')])
  })

  it('reconnects after losing its connection and tells streams to resync', async () => {
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const registered = await registerClient(t.app)
    const organizationId: string = registered.response.json().organization.id
    const stream = await connectSse(`${url}/api/events`, { cookie: registered.cookie })
    open.push(stream)
    await stream.waitFor((frame) => frame.event === 'ready')

    await t.db.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'flock-realtime'`)
    await stream.waitFor((frame) => frame.event === 'resync', 10_000)
    expect(t.app.realtime.listening).toBe(true)

    await publish(t.db.db, updated(organizationId))
    await stream.waitFor((frame) => frame.event === 'organization.updated')
  })

  it('stops cleanly, and a stopped hub can start again', async () => {
    const hub = startHub()
    await hub.start()
    expect(hub.listening).toBe(true)
    await hub.stop()
    expect(hub.listening).toBe(false)
    await hub.start()
    const everything = listen(hub, admin)
    await publish(t.db.db, updated('org-again'))
    await everything.waitFor(() => true)
  })
})
