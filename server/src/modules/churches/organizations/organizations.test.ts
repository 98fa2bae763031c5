import { describe, expect, it } from 'vitest'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import {
  PASSWORD,
  registerClient,
  signIn,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

const details = {
  organization: 'Grace Chapel',
  contact: 'Pastor Ruth Okafor',
  phone: '+44 20 7946 0958',
  address: '12 Chapel Row, London',
  website: 'gracechapel.org',
}

async function twoChurches() {
  const a = await registerClient(t.app)
  const b = await registerClient(t.app)
  return {
    a: { cookie: a.cookie, routeId: a.response.json().organization.routeId as string },
    b: { cookie: b.cookie, routeId: b.response.json().organization.routeId as string },
  }
}

const get = (routeId: string, cookie?: string) =>
  t.app.inject({ url: `/api/organizations/${routeId}`, headers: cookie ? { cookie } : {} })
const put = (routeId: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${routeId}`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: payload as object,
  })

describe('organization details', () => {
  it('lets a client read and update their own organization', async () => {
    const { a } = await twoChurches()
    expect((await get(a.routeId, a.cookie)).json()).toMatchObject({ contact: '', website: '' })
    const name = `Grace Chapel ${Date.now()}`
    const updated = await put(a.routeId, a.cookie, { ...details, organization: name })
    expect(updated.statusCode).toBe(200)
    const { organization: _name, ...contactDetails } = details
    expect(updated.json()).toMatchObject({ ...contactDetails, name, routeId: a.routeId })
    expect((await get(a.routeId, a.cookie)).json().contact).toBe('Pastor Ruth Okafor')
  })

  it('refuses an invalid website with the spec message and keeps what was saved', async () => {
    const { a } = await twoChurches()
    await put(a.routeId, a.cookie, { ...details, organization: `Saved ${Date.now()}` })
    const before = (await get(a.routeId, a.cookie)).json()
    const response = await put(a.routeId, a.cookie, { ...details, website: 'not a url' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'website: Please enter a valid URL',
    })
    const blank = await put(a.routeId, a.cookie, { ...details, organization: '  ' })
    expect(blank.json().message).toBe('organization: Organization name is required')
    expect((await get(a.routeId, a.cookie)).json()).toEqual(before)
  })

  it('refuses a name another organization uses', async () => {
    const { a, b } = await twoChurches()
    const bName = (await get(b.routeId, b.cookie)).json().name as string
    const response = await put(a.routeId, a.cookie, {
      ...details,
      organization: bName.toUpperCase(),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('ORGANIZATION_NAME_TAKEN')
  })

  it("never shows or changes another church's organization: 404 and nothing changes", async () => {
    const { a, b } = await twoChurches()
    const before = (await get(a.routeId, a.cookie)).json()
    expect((await get(a.routeId, b.cookie)).statusCode).toBe(404)
    const attempt = await put(a.routeId, b.cookie, {
      ...details,
      organization: `Taken over ${Date.now()}`,
    })
    expect(attempt.statusCode).toBe(404)
    expect((await get(a.routeId, a.cookie)).json()).toEqual(before)
  })

  it('asks for a session, and answers 404 for unknown ids', async () => {
    const { a } = await twoChurches()
    expect((await get(a.routeId)).statusCode).toBe(401)
    expect((await get('org-does-not-exist', a.cookie)).statusCode).toBe(404)
    expect((await get('no-prefix', a.cookie)).statusCode).toBe(404)
  })

  it('lets an admin read and update any organization', async () => {
    const { a } = await twoChurches()
    const email = uniqueEmail('admin')
    await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
    const { cookie } = await signIn(t.app, email)
    expect((await get(a.routeId, cookie)).statusCode).toBe(200)
    const response = await put(a.routeId, cookie, {
      ...details,
      organization: `Admin edit ${Date.now()}`,
    })
    expect(response.statusCode).toBe(200)
  })
})
