import { describe, expect, it } from 'vitest'
import { registerClient, TEST_ORIGIN, uniqueEmail, useTestApp } from '../../../../test/helper'
import { insertInvitation } from './invitations.repository'
import { hashInvitationToken, newInvitationToken } from './invitation-token'

// Onboarding from one office: registrations and invitation acceptances from one address.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '2', SIGN_IN_RATE_LIMIT: '10' })

async function invitation() {
  const token = newInvitationToken()
  await insertInvitation(t.db.db, {
    email: uniqueEmail('invitee'),
    kind: 'team',
    teamRole: 'agent',
    tokenHash: hashInvitationToken(token),
    expiresAt: new Date(Date.now() + 86_400_000),
    invitedByName: 'Olive Owner',
  })
  return token
}

const accept = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { origin: TEST_ORIGIN },
    payload: { token, name: 'Sam Rivers', password: 'correct horse battery' },
  })

describe('accepting an invitation', () => {
  it('is not counted as a registration: two churches registered, three teammates still join', async () => {
    for (let i = 0; i < 2; i++) expect((await registerClient(t.app)).response.statusCode).toBe(201)
    expect((await registerClient(t.app)).response.statusCode).toBe(429)
    for (let i = 0; i < 3; i++) expect((await accept(await invitation())).statusCode).toBe(200)
  })

  it('is still throttled against guessing tokens', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) statuses.push((await accept(newInvitationToken())).statusCode)
    expect(statuses).toContain(429)
  })
})
