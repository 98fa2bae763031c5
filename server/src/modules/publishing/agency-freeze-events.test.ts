import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZRealtimeEvent } from '@common/events'
import { connectSse, type SseClient } from '../../../test/sse-client'
import { registerClient, useTestApp } from '../../../test/helper'
import { as, signInAsAdmin } from '../../../test/actors'

// Pausing every church (the agency's freeze) reaches every open calendar at once, with the event
// one church's freeze sends: post.changed 'settings' for that church.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
const open: SseClient[] = []
let url = ''
let admin = ''

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
})
afterAll(() => open.forEach((client) => client.close()))

async function stream(cookie: string) {
  const client = await connectSse(url, { cookie })
  open.push(client)
  await client.waitFor((frame) => frame.event === 'ready')
  return client
}

const settingsChangeOf = (organizationId: string) => (frame: { data: string | null }) =>
  (frame.data?.includes('"post.changed"') ?? false) &&
  (frame.data?.includes(`"organizationId":"${organizationId}"`) ?? false) &&
  (frame.data?.includes('"change":"settings"') ?? false)

const agencyFreeze = (action: 'freeze' | 'resume') =>
  t.app.inject({
    method: 'POST',
    url: `/api/publishing/${action}`,
    headers: as(admin),
    payload: {},
  })

describe('the agency freeze, live', () => {
  it('tells each church and the agency at once, when paused and when resumed', async () => {
    const first = await registerClient(t.app)
    const second = await registerClient(t.app)
    const firstOrg: string = first.response.json().organization.id
    const secondOrg: string = second.response.json().organization.id
    const firstStream = await stream(first.cookie)
    const secondStream = await stream(second.cookie)
    const agencyStream = await stream(admin)

    expect((await agencyFreeze('freeze')).json()).toMatchObject({ frozen: true })
    const event = await firstStream.waitFor(settingsChangeOf(firstOrg))
    expect(ZRealtimeEvent.parse(JSON.parse(event.data!))).toEqual({
      type: 'post.changed',
      organizationId: firstOrg,
      change: 'settings',
    })
    await secondStream.waitFor(settingsChangeOf(secondOrg))
    await agencyStream.waitFor(settingsChangeOf(firstOrg))
    await agencyStream.waitFor(settingsChangeOf(secondOrg))
    // A church hears of its own publishing only.
    expect(firstStream.events().every((e) => e.organizationId === firstOrg)).toBe(true)

    const before = secondStream.events('post.changed').length
    expect((await agencyFreeze('resume')).json()).toMatchObject({ frozen: false })
    await secondStream.waitFor(
      (frame) =>
        settingsChangeOf(secondOrg)(frame) && secondStream.events('post.changed').length > before,
    )
  })
})
