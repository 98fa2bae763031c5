import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { EVENTS_CHANNEL } from '../../../realtime/publish'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

let admin: string
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const create = (payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/organizations', headers: as(cookie), payload })
const list = (query: string, cookie?: string) =>
  t.app.inject({ url: `/api/organizations?${query}`, headers: as(cookie) })
const unique = () => Math.random().toString(36).slice(2, 8)

describe('POST /api/organizations', () => {
  const details = (name: string) => ({
    organization: name,
    contact: 'Pastor Ruth',
    phone: '+44 20 7946 0958',
    address: '12 Chapel Row',
    website: 'gracechapel.org',
  })

  it('lets an admin add an organization and tells listeners once it is saved', async () => {
    const listener = new pg.Client({ connectionString: t.db.url })
    await listener.connect()
    try {
      const events: string[] = []
      listener.on('notification', (message) => events.push(message.payload ?? ''))
      await listener.query(`listen ${EVENTS_CHANNEL}`)
      const name = `St. Mark's ${unique()}`
      const response = await create(details(name), admin)
      expect(response.statusCode).toBe(201)
      const organization = response.json()
      expect(organization).toMatchObject({
        name,
        contact: 'Pastor Ruth',
        website: 'gracechapel.org',
      })
      expect(organization.routeId).toMatch(/^org-st-mark-s-/)
      await expect
        .poll(() => events.map((e) => JSON.parse(e)))
        .toContainEqual({
          type: 'organization.created',
          organizationId: organization.id,
        })
      expect(
        (
          await t.app.inject({
            url: `/api/organizations/${organization.routeId}`,
            headers: as(admin),
          })
        ).json(),
      ).toEqual(organization)
    } finally {
      await listener.end()
    }
  })

  it('refuses a name another organization uses, compared loosely', async () => {
    const name = `Grace Fellowship ${unique()}`
    expect((await create(details(name), admin)).statusCode).toBe(201)
    const again = await create(details(name.toUpperCase().replaceAll(' ', '-')), admin)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('ORGANIZATION_NAME_TAKEN')
  })

  it('validates like Edit Organization', async () => {
    const bad = await create({ ...details(`Valid ${unique()}`), website: 'not a url' }, admin)
    expect(bad.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'website: Please enter a valid URL',
    })
    const blank = await create(details('  '), admin)
    expect(blank.json().message).toBe('organization: Organization name is required')
  })

  it('is for admins only, and nothing is created otherwise', async () => {
    const client = await signInAsClient(t.app)
    const name = `Not Created ${unique()}`
    expect((await create(details(name))).statusCode).toBe(401)
    expect((await create(details(name), client.cookie)).statusCode).toBe(403)
    expect((await list(`search=${encodeURIComponent(name)}`, admin)).json().items).toEqual([])
  })
})
