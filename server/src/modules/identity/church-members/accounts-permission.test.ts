import { describe, expect, it } from 'vitest'
import { as, signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import { createAccount } from '../../../../test/factories'
import { registerClient, useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

async function church() {
  const owner = await registerClient(t.app)
  const organization = owner.response.json().organization as { id: string; routeId: string }
  const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
  return { owner: owner.cookie, organization, member }
}

const revoke = async (cookie: string, organizationId: string) => {
  const account = await createAccount(t.db.db, organizationId)
  return t.app.inject({
    method: 'POST',
    url: `/api/accounts/${account.id}/revoke`,
    headers: as(cookie),
  })
}
const connect = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/instagram/connect', headers: as(cookie), payload: {} })
const allow = (cookie: string, routeId: string, userId: string, allowed: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/organizations/${routeId}/members/${userId}/accounts-permission`,
    headers: as(cookie),
    payload: { allowed },
  })
const me = async (cookie: string) =>
  (await t.app.inject({ url: '/api/me', headers: as(cookie) })).json() as {
    can: { manageAccounts: boolean }
  }

describe("connecting and revoking a church's Instagram accounts", () => {
  it("is the Owner's; a Member may only once the Owner allows it, and no longer once stopped", async () => {
    const c = await church()
    expect((await revoke(c.owner, c.organization.id)).statusCode).toBe(200)
    expect((await connect(c.owner)).statusCode).toBe(200)
    expect((await me(c.owner)).can.manageAccounts).toBe(true)

    const refused = await revoke(c.member.cookie, c.organization.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toMatch(/Only your church's Owner connects and revokes/)
    expect((await connect(c.member.cookie)).statusCode).toBe(403)
    expect((await me(c.member.cookie)).can.manageAccounts).toBe(false)

    const allowed = await allow(c.owner, c.organization.routeId, c.member.userId, true)
    expect(allowed.json()).toEqual({ allowed: true })
    expect((await revoke(c.member.cookie, c.organization.id)).statusCode).toBe(200)
    expect((await connect(c.member.cookie)).statusCode).toBe(200)
    const list = await t.app.inject({
      url: `/api/organizations/${c.organization.routeId}/members`,
      headers: as(c.owner),
    })
    expect(list.json().members).toContainEqual(
      expect.objectContaining({ id: c.member.userId, manageAccounts: true }),
    )

    await allow(c.owner, c.organization.routeId, c.member.userId, false)
    expect((await revoke(c.member.cookie, c.organization.id)).statusCode).toBe(403)
  })

  it('is granted by the Owner only: not by a Member, the agency or another church', async () => {
    const c = await church()
    const other = await signInAsChurchMember(t.app, t.db.db, c.organization.id)
    expect(
      (await allow(c.member.cookie, c.organization.routeId, other.userId, true)).statusCode,
    ).toBe(403)
    const admin = await signInAsTeammate(t.app, t.db.db, 'admin')
    expect((await allow(admin.cookie, c.organization.routeId, other.userId, true)).statusCode).toBe(
      403,
    )
    const elsewhere = await church()
    expect(
      (await allow(elsewhere.owner, c.organization.routeId, other.userId, true)).statusCode,
    ).toBe(404)
    // Someone who is not a member of this church is not found.
    expect(
      (await allow(c.owner, c.organization.routeId, elsewhere.member.userId, true)).statusCode,
    ).toBe(404)
    expect((await revoke(other.cookie, c.organization.id)).statusCode).toBe(403)
  })
})
