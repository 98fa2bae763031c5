import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import { createAccount } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { instagramAccounts } from '../../../db/schema'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

const details = (name: string) => ({
  organization: name,
  contact: '',
  phone: '',
  address: '',
  website: '',
})

async function churchWithAccount() {
  const church = await signInAsClient(t.app)
  const account = await createAccount(t.db.db, church.organization.id, {
    profilePictureUrl: `https://cdn.example/${church.organization.id}.jpg`,
  })
  return { ...church, account }
}

const put = (routeId: string, cookie: string, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${routeId}`,
    headers: as(cookie),
    payload,
  })

describe('the organization logo', () => {
  it('is the current profile picture of the account the church picks, on every view', async () => {
    const church = await churchWithAccount()
    const { routeId, name } = church.organization
    const saved = await put(routeId, church.cookie, {
      ...details(name),
      logoAccountId: church.account.id,
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().logoUrl).toBe(church.account.profilePictureUrl)

    // Read from the account each time: Instagram's picture addresses change on every sync.
    await t.db.db
      .update(instagramAccounts)
      .set({ profilePictureUrl: 'https://cdn.example/new.jpg' })
      .where(eq(instagramAccounts.id, church.account.id))
    const read = await t.app.inject({
      url: `/api/organizations/${routeId}`,
      headers: { cookie: church.cookie },
    })
    expect(read.json().logoUrl).toBe('https://cdn.example/new.jpg')
    const admin = await signInAsAdmin(t.app, t.db.db)
    const list = await t.app.inject({
      url: `/api/organizations?search=${encodeURIComponent(name)}`,
      headers: { cookie: admin },
    })
    expect(list.json().items).toEqual([
      expect.objectContaining({ routeId, logoUrl: 'https://cdn.example/new.jpg' }),
    ])
  })

  it('stays when the logo is left out, and goes with null', async () => {
    const church = await churchWithAccount()
    const { routeId, name } = church.organization
    await put(routeId, church.cookie, { ...details(name), logoAccountId: church.account.id })
    const unchanged = await put(routeId, church.cookie, { ...details(name), contact: 'Ruth' })
    expect(unchanged.json().logoUrl).toBe(church.account.profilePictureUrl)
    const cleared = await put(routeId, church.cookie, { ...details(name), logoAccountId: null })
    expect(cleared.json().logoUrl).toBeNull()
  })

  it('refuses another church’s account, or no account at all, with a 400', async () => {
    const church = await churchWithAccount()
    const other = await churchWithAccount()
    const { routeId, name } = church.organization
    for (const logoAccountId of [other.account.id, crypto.randomUUID(), 'not-an-id']) {
      const response = await put(routeId, church.cookie, { ...details(name), logoAccountId })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    const read = await t.app.inject({
      url: `/api/organizations/${routeId}`,
      headers: { cookie: church.cookie },
    })
    expect(read.json().logoUrl).toBeNull()
  })
})
