import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsAdmin } from '../test/actors'
import { registerClient, useTestApp } from '../test/helper'
import { churchWithComments } from '../test/instagram'

// Text typed into Flock passes the same cleaning as text from Instagram (common/clean-text.ts):
// PostgreSQL cannot store U+0000, and a lone surrogate has no UTF-8 form. No such text may turn a
// request into a 500.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

describe('text with U+0000 or a lone surrogate in API input', () => {
  it('registers an organization, its name cleaned', async () => {
    const { response } = await registerClient(t.app, {
      organizationName: `St\u0000 Mark's \ud800 ${Date.now().toString(36)}`,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().organization.name).toMatch(/^St Mark's \ufffd /)
  })

  it('refuses a name that is nothing but NUL as blank, with 400', async () => {
    const { response } = await registerClient(t.app, { organizationName: '\u0000\u0000' })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_FAILED')
  })

  it('searches the inbox with such text', async () => {
    // %00 is NUL; %ED%B0%80 is a surrogate encoded as UTF-8 would, which is not valid UTF-8.
    const response = await t.app.inject({
      url: '/api/comments?search=pray%00ing%20%ED%B0%80',
      headers: { cookie: admin },
    })
    expect(response.statusCode).toBe(200)
  })

  it('queues a reply whose text held them, cleaned', async () => {
    const church = await churchWithComments(t.app, t.sim, [{ text: 'Is there parking?' }])
    const inbox = await t.app.inject({
      url: `/api/comments?accountId=${church.account.id}`,
      headers: { cookie: admin },
    })
    const [comment] = inbox.json().items as { id: string }[]
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/comments/${comment!.id}/replies`,
      headers: as(admin),
      payload: { message: 'Yes\u0000, behind the hall \ud83d', idempotencyKey: randomUUID() },
    })
    expect(response.statusCode).toBe(202)
    expect(response.json().message).toBe('Yes, behind the hall \ufffd')
  })
})

// What is not free text (a token, an id, a state) has no real value holding a NUL: it is refused
// with 400 before anything reads it (plugins/nul-input.ts).
describe('U+0000 in anything but free text', () => {
  it('is refused with 400 when signed out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/password-reset/check',
      headers: as(),
      payload: { token: 'a\u0000b' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'token: must not contain the NUL character (U+0000)',
    })
  })

  it('is refused with 400 in a path parameter and on the sign-in form', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/api/team/members/a%00b/deactivate',
      headers: as(admin),
    })
    expect(member.statusCode).toBe(400)
    expect(member.json().message).toBe('userId: must not contain the NUL character (U+0000)')
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: as(),
      payload: { email: 'a\u0000b@example.org', password: 'correct horse battery' },
    })
    expect(signIn.statusCode).toBe(400)
    expect(signIn.json().code).toBe('VALIDATION_FAILED')
  })
})
