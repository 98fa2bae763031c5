import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { createAdminUser } from '../modules/identity/admin-setup/admin-setup.service'
import { connectSse, type SseClient } from '../../test/sse-client'
import {
  buildTestApp,
  PASSWORD,
  registerClient,
  signIn,
  testEnv,
  uniqueEmail,
  useTestApp,
} from '../../test/helper'
import { publish } from './publish'

const t = useTestApp()
const open: SseClient[] = []
let second: FastifyInstance | undefined
afterAll(async () => {
  open.forEach((client) => client.close())
  await second?.close()
})

async function connect(url: string, cookie: string) {
  const client = await connectSse(`${url}/api/events`, { cookie })
  open.push(client)
  await client.waitFor((frame) => frame.event === 'ready')
  return client
}

describe('several Flock processes on one database', () => {
  it("delivers what one process commits to another process's streams", async () => {
    // Its own app, hub and LISTEN connection: all the two share is the database.
    second = await buildTestApp(t.db.db, testEnv(t.db.url), t.sim)
    expect(second.realtime).not.toBe(t.app.realtime)
    const urlA = await t.app.listen({ host: '127.0.0.1', port: 0 })
    const urlB = await second.listen({ host: '127.0.0.1', port: 0 })

    const adminEmail = uniqueEmail('admin')
    await createAdminUser(
      t.db.db,
      { email: adminEmail, password: PASSWORD },
      { onlyIfNoAdmin: false },
    )
    const { cookie } = await signIn(t.app, adminEmail)
    const onA = await connect(urlA, cookie)
    const onB = await connect(urlB, cookie)
    expect(second.realtime.subscriberCount).toBe(1)

    // A change made through process A's API, committed by A, announced through PostgreSQL.
    const registered = await registerClient(t.app)
    const organizationId: string = registered.response.json().organization.id
    const created = { type: 'organization.created', organizationId }
    await onB.waitFor(
      (frame) => frame.event === 'organization.created' && frame.data!.includes(organizationId),
    )
    expect(onB.events('organization.created')).toContainEqual(created)
    await onA.waitFor(
      (frame) => frame.event === 'organization.created' && frame.data!.includes(organizationId),
    )

    // And the same through publish() on A's database handle, to a client of B.
    const client = await connect(urlB, registered.cookie)
    await publish(t.app.db, { type: 'organization.updated', organizationId })
    await client.waitFor((frame) => frame.event === 'organization.updated')
    expect(client.events()).toEqual([{ type: 'organization.updated', organizationId }])
  })
})
