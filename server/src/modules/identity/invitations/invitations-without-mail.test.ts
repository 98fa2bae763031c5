import { describe, expect, it } from 'vitest'
import type { TOutbox } from '@common/schemas/mail'
import type { TSentInvitation } from '@common/schemas/team'
import { as, signInAsClient, signInAsTeammate } from '../../../../test/actors'
import { TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'

// With no e-mail server Flock sends nothing: "Invitation sent" would be untrue. The link comes back
// to whoever invited (an Owner of the team, or a church's Owner who cannot read the outbox), and
// the e-mail waits in the outbox.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '100', SIGN_IN_RATE_LIMIT: '100' })

const preview = (link: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/preview',
    headers: { origin: TEST_ORIGIN },
    payload: { token: link.split('/invitations/')[1] },
  })

async function outboxLinkFor(ownerCookie: string, email: string) {
  const outbox = (
    await t.app.inject({ url: '/api/outbox', headers: as(ownerCookie) })
  ).json() as TOutbox
  const message = outbox.messages.find((m) => m.to === email)!
  return /http:\/\/localhost:3000\/invitations\/[A-Za-z0-9_-]+/.exec(message.text)![0]
}

describe('inviting without an e-mail server', () => {
  it('gives the team Owner the link to pass on, the same as the e-mail waiting in the outbox', async () => {
    const owner = await signInAsTeammate(t.app, t.db.db, 'owner', 'Olive Owner')
    const email = uniqueEmail('no-mail')
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/team/invitations',
      headers: as(owner.cookie),
      payload: { email, teamRole: 'agent' },
    })
    expect(invited.statusCode).toBe(201)
    const { linkToShare, id } = invited.json() as TSentInvitation
    expect(linkToShare).toBe(await outboxLinkFor(owner.cookie, email))
    expect((await preview(linkToShare!)).statusCode).toBe(200)

    // Resend: a new link comes back, and the old one stops working.
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/invitations/${id}/resend`,
      headers: as(owner.cookie),
    })
    expect(resent.statusCode).toBe(200)
    const renewed = (resent.json() as { linkToShare: string }).linkToShare
    expect(renewed).not.toBe(linkToShare)
    expect((await preview(renewed)).statusCode).toBe(200)
    expect((await preview(linkToShare!)).statusCode).toBe(410)
  })

  it('gives a church Owner, who cannot open the outbox, the link for a new member', async () => {
    const church = await signInAsClient(t.app)
    const email = uniqueEmail('member')
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/organizations/${church.organization.routeId}/invitations`,
      headers: as(church.cookie),
      payload: { email },
    })
    expect(invited.statusCode).toBe(201)
    const { linkToShare } = invited.json() as TSentInvitation
    expect(linkToShare).toMatch(/^http:\/\/localhost:3000\/invitations\//)
    expect((await preview(linkToShare!)).json()).toMatchObject({ email })
    expect(
      (await t.app.inject({ url: '/api/outbox', headers: as(church.cookie) })).statusCode,
    ).toBe(403)
  })
})
