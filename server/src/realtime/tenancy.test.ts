import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TRealtimeEvent } from '@common/events'
import { createAdminUser } from '../modules/identity/admin-setup/admin-setup.service'
import { connectSse, type SseClient } from '../../test/sse-client'
import { PASSWORD, registerClient, signIn, uniqueEmail, useTestApp } from '../../test/helper'
import { publish } from './publish'

const t = useTestApp()
const open: SseClient[] = []
afterAll(() => open.forEach((client) => client.close()))

async function connect(url: string, cookie: string) {
  const client = await connectSse(url, { cookie })
  open.push(client)
  await client.waitFor((frame) => frame.event === 'ready')
  return client
}

const notification = (organizationId: string): TRealtimeEvent => ({
  type: 'notification.changed',
  organizationId,
})
const account = (organizationId: string, accountId: string): TRealtimeEvent => ({
  type: 'account.updated',
  organizationId,
  accountId,
  change: 'synced',
})

describe('who receives which event', () => {
  let url = ''
  beforeAll(async () => {
    url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
  })

  it("sends clients only their own organization's events, and admins every event", async () => {
    const first = await registerClient(t.app)
    const second = await registerClient(t.app)
    const firstOrg: string = first.response.json().organization.id
    const secondOrg: string = second.response.json().organization.id
    const adminEmail = uniqueEmail('admin')
    await createAdminUser(
      t.db.db,
      { email: adminEmail, password: PASSWORD },
      { onlyIfNoAdmin: false },
    )
    const admin = await signIn(t.app, adminEmail)

    const firstStream = await connect(url, first.cookie)
    const secondStream = await connect(url, second.cookie)
    const adminStream = await connect(url, admin.cookie)

    await publish(t.db.db, account(firstOrg, 'a-1'))
    await publish(t.db.db, account(secondOrg, 'b-1'))
    await publish(t.db.db, notification('some-other-org'))
    // Last events, one per organization: once each has arrived, everything before it has too.
    await publish(t.db.db, account(firstOrg, 'a-2'))
    await publish(t.db.db, account(secondOrg, 'b-2'))

    const accountIds = (stream: SseClient) =>
      stream.events<{ accountId: string }>('account.updated').map((event) => event.accountId)
    await firstStream.waitFor((frame) => frame.data?.includes('"a-2"') ?? false)
    await secondStream.waitFor((frame) => frame.data?.includes('"b-2"') ?? false)
    await adminStream.waitFor((frame) => frame.data?.includes('"b-2"') ?? false)

    expect(accountIds(firstStream)).toEqual(['a-1', 'a-2'])
    expect(accountIds(secondStream)).toEqual(['b-1', 'b-2'])
    expect(accountIds(adminStream)).toEqual(['a-1', 'b-1', 'a-2', 'b-2'])
    expect(firstStream.events('notification.changed')).toEqual([])
    expect(secondStream.events('notification.changed')).toEqual([])
    expect(adminStream.events('notification.changed')).toEqual([
      { type: 'notification.changed', organizationId: 'some-other-org' },
    ])
    for (const stream of [firstStream, secondStream]) {
      const organizations = new Set(stream.events().map((event) => event.organizationId))
      expect(organizations.size).toBe(1)
    }
  })
})
