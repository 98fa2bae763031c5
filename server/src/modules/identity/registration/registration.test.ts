import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, organizations, user } from '../../../db/schema'
import { registerClient, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

async function rowCounts() {
  const [users] = await t.db.db.select({ n: count() }).from(user)
  const [orgs] = await t.db.db.select({ n: count() }).from(organizations)
  const [members] = await t.db.db.select({ n: count() }).from(memberships)
  return { users: users!.n, orgs: orgs!.n, members: members!.n }
}

describe('POST /api/register', () => {
  it('creates the user, the organisation and the membership, and signs the user in', async () => {
    const { response, body, cookie } = await registerClient(t.app, {
      organizationName: 'Grace Chapel London',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toMatchObject({
      user: { email: body.email, role: 'client' },
      organization: { name: 'Grace Chapel London', routeId: 'org-grace-chapel-london' },
    })
    expect(cookie).toContain('flock.session_token=')
    const me = await t.app.inject({ url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().organization.name).toBe('Grace Chapel London')
  })

  it('stores the email in lower case and refuses a second account with it', async () => {
    const email = uniqueEmail('Pastor').toUpperCase()
    const first = await registerClient(t.app, { email })
    expect(first.response.json().user.email).toBe(email.toLowerCase())
    const before = await rowCounts()
    const second = await registerClient(t.app, { email: email.toLowerCase() })
    expect(second.response.statusCode).toBe(409)
    expect(second.response.json()).toEqual({
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in instead.',
    })
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses an organisation name that is already taken, compared loosely', async () => {
    await registerClient(t.app, { organizationName: "St. Mark's Cathedral" })
    const before = await rowCounts()
    const again = await registerClient(t.app, { organizationName: 'st marks  CATHEDRAL!' })
    expect(again.response.statusCode).toBe(409)
    expect(again.response.json().code).toBe('ORGANIZATION_NAME_TAKEN')
    expect(again.response.json().message).toMatch(/already registered/)
    expect(await rowCounts()).toEqual(before)
  })

  it('refuses a look-alike of a registered name: other scripts, fullwidth, invisible and combining marks', async () => {
    await registerClient(t.app, { organizationName: 'Church Alpha' })
    const before = await rowCounts()
    for (const organizationName of [
      'Church \u0410lpha', // Cyrillic А
      'Church \u0391lpha', // Greek Α
      '\u0421hur\u0441h \u0410l\u0440h\u0430', // Cyrillic С, с, р, а
      '\uFF23\uFF48\uFF55\uFF52\uFF43\uFF48 \uFF21\uFF4C\uFF50\uFF48\uFF41', // fullwidth
      'Church Al\u200Bpha', // zero-width space
      'Chu\u0301rch Alpha\u0308', // combining marks
    ]) {
      const again = await registerClient(t.app, { organizationName })
      expect(again.response.statusCode, organizationName).toBe(409)
      expect(again.response.json().code).toBe('ORGANIZATION_NAME_TAKEN')
    }
    expect(await rowCounts()).toEqual(before)
    // A name that only shares a script with it is another church.
    expect(
      (await registerClient(t.app, { organizationName: 'Церковь Альфа' })).response.statusCode,
    ).toBe(201)
  })

  it('lets one of two look-alike names registered at the same moment through', async () => {
    const [latin, cyrillic] = await Promise.all([
      registerClient(t.app, { organizationName: 'Church Omega Race' }),
      registerClient(t.app, { organizationName: 'Church \u039Fmega Ra\u0441e' }),
    ])
    expect([latin.response.statusCode, cyrillic.response.statusCode].sort()).toEqual([201, 409])
  })

  it('gives different names that slug alike distinct route ids', async () => {
    const a = await registerClient(t.app, { organizationName: 'Hope Church 1' })
    const b = await registerClient(t.app, { organizationName: 'Hope Church-1!!' })
    expect(a.response.statusCode).toBe(201)
    // "hopechurch1" is the same loose name, so the second is refused rather than renamed.
    expect(b.response.statusCode).toBe(409)
    const c = await registerClient(t.app, { organizationName: 'Iglesia Café' })
    const d = await registerClient(t.app, { organizationName: 'Iglesia Cafe Norte' })
    expect(c.response.json().organization.routeId).toBe('org-iglesia-cafe')
    expect(d.response.json().organization.routeId).toBe('org-iglesia-cafe-norte')
  })

  it('lets exactly one of two simultaneous registrations of one name win', async () => {
    const name = `Simultaneous ${Date.now()}`
    const results = await Promise.all(
      Array.from({ length: 4 }, () => registerClient(t.app, { organizationName: name })),
    )
    const statuses = results.map((r) => r.response.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409])
  })
})

describe('POST /api/register with hostile input', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: TEST_ORIGIN, 'content-type': contentType },
      payload,
    })

  it.each([
    ['malformed JSON', '{"email": "a@b.org",', 'BAD_JSON'],
    [
      'a wrong type',
      JSON.stringify({ email: 42, organizationName: 'X', password: 'password1' }),
      'VALIDATION_FAILED',
    ],
    [
      'a missing field',
      JSON.stringify({ email: 'a@b.org', password: 'password1' }),
      'VALIDATION_FAILED',
    ],
    [
      'an invalid email',
      JSON.stringify({ email: 'not-an-email', organizationName: 'X', password: 'password1' }),
      'VALIDATION_FAILED',
    ],
    [
      'a short password',
      JSON.stringify({ email: 'a@b.org', organizationName: 'X', password: 'short' }),
      'VALIDATION_FAILED',
    ],
    [
      'an overlong name',
      JSON.stringify({
        email: 'a@b.org',
        organizationName: 'x'.repeat(101),
        password: 'password1',
      }),
      'VALIDATION_FAILED',
    ],
    [
      'a blank name',
      JSON.stringify({ email: 'a@b.org', organizationName: '   ', password: 'password1' }),
      'VALIDATION_FAILED',
    ],
    ['an array body', '[]', 'VALIDATION_FAILED'],
  ])('answers 400 with a clear message for %s and stores nothing', async (_case, payload, code) => {
    const before = await rowCounts()
    const response = await post(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe(code)
    expect(response.json().message.length).toBeGreaterThan(5)
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
    expect(await rowCounts()).toEqual(before)
  })

  it('names the field and the rule in the message', async () => {
    const response = await post(
      JSON.stringify({
        email: 'a@b.org',
        name: 'Ruth',
        organizationName: '',
        password: 'password1',
      }),
    )
    expect(response.json().message).toBe('organizationName: Organization name is required')
  })

  it('refuses an oversized body with 413', async () => {
    const response = await post(
      JSON.stringify({ email: 'a@b.org', organizationName: 'x'.repeat(100_000), password: 'p' }),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('email=a@b.org', 'text/plain')
    expect(response.statusCode).toBe(415)
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })
})
