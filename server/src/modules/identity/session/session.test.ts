import { describe, expect, it } from 'vitest'
import { createAdminUser } from '../admin-setup/admin-setup.service'
import {
  PASSWORD,
  registerClient,
  signIn,
  TEST_ORIGIN,
  uniqueEmail,
  useTestApp,
} from '../../../../test/helper'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

describe('sessions', () => {
  it('signs a client in with the right password and describes them', async () => {
    const { body } = await registerClient(t.app, { organizationName: 'Living Waters' })
    const { response, cookie } = await signIn(t.app, body.email)
    expect(response.statusCode).toBe(200)
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/)
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.json()).toMatchObject({
      user: { email: body.email, role: 'client' },
      organization: { name: 'Living Waters', routeId: 'org-living-waters' },
    })
  })

  it('refuses a wrong password without saying which part was wrong', async () => {
    const { body } = await registerClient(t.app)
    const { response } = await signIn(t.app, body.email, 'wrong password!')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    })
    const unknown = await signIn(t.app, uniqueEmail('nobody'))
    expect(unknown.response.statusCode).toBe(401)
  })

  it('signs out: the old cookie no longer opens anything', async () => {
    const { cookie } = await registerClient(t.app)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {},
    })
    expect(out.statusCode).toBe(200)
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toBeNull()
  })

  it('reports the admin role, with no organisation', async () => {
    const email = uniqueEmail('admin')
    await createAdminUser(t.db.db, { email, password: PASSWORD }, { onlyIfNoAdmin: false })
    const { cookie } = await signIn(t.app, email)
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.json()).toMatchObject({ user: { email, role: 'admin' }, organization: null })
  })

  it('describes nobody without a session, or with a forged cookie', async () => {
    expect((await t.app.inject({ url: '/api/me' })).json()).toBeNull()
    const forged = await t.app.inject({
      url: '/api/me',
      headers: { cookie: 'flock.session_token=forged.value' },
    })
    expect(forged.statusCode).toBe(200)
    expect(forged.json()).toBeNull()
  })

  it('has no public sign-up that would skip the organisation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: PASSWORD, name: 'x' },
    })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
  })
})
