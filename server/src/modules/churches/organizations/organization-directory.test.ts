import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

let admin: string
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const list = (query: string, cookie?: string) =>
  t.app.inject({ url: `/api/organizations?${query}`, headers: as(cookie) })
const summary = (routeId: string, cookie?: string) =>
  t.app.inject({ url: `/api/organizations/${routeId}/summary`, headers: as(cookie) })

const unique = () => Math.random().toString(36).slice(2, 8)

describe('GET /api/organizations', () => {
  it('is for admins only', async () => {
    const client = await signInAsClient(t.app)
    expect((await list('')).statusCode).toBe(401)
    expect((await list('', client.cookie)).statusCode).toBe(403)
    expect((await list('', admin)).statusCode).toBe(200)
  })

  it('searches names case-insensitively, taking % and _ literally', async () => {
    const tag = unique()
    await createOrganization(t.db.db, { name: `Grace Chapel ${tag}` })
    await createOrganization(t.db.db, { name: `Hope 100% Church ${tag}` })
    const names = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`, admin))
        .json()
        .items.map((o: { name: string }) => o.name)
    expect(await names(`CHAPEL ${tag.toUpperCase()}`)).toEqual([`Grace Chapel ${tag}`])
    expect(await names(`100% church ${tag}`)).toEqual([`Hope 100% Church ${tag}`])
    expect(await names(`_ ${tag}`)).toEqual([])
  })

  it('pages through every match once, in name order', async () => {
    const tag = unique()
    const names = ['Delta', 'alpha', 'Charlie', 'echo', 'Bravo'].map((n) => `${n} ${tag}`)
    for (const name of names) await createOrganization(t.db.db, { name })
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 5; page++) {
      const response = await list(
        `search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        admin,
      )
      const body = response.json()
      seen.push(...body.items.map((o: { name: string }) => o.name))
      if (!body.nextCursor) break
      cursor = body.nextCursor
    }
    expect(seen).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'echo'].map((n) => `${n} ${tag}`))
  })

  it('counts accounts, follower comments and comments awaiting a reply', async () => {
    const organization = await createOrganization(t.db.db)
    const a = await createAccount(t.db.db, organization.id)
    const b = await createAccount(t.db.db, organization.id, { status: 'disconnected' })
    const pending = await createComment(t.db.db, a)
    await createComment(t.db.db, b)
    await createComment(t.db.db, a, { responseStatus: 'sending' })
    await createComment(t.db.db, a, { responseStatus: 'responded' })
    await createComment(t.db.db, a, { hidden: true })
    await createComment(t.db.db, a, { parentId: pending.id, responseStatus: 'not_applicable' })
    await createComment(t.db.db, a, {
      isOwn: true,
      parentId: pending.id,
      responseStatus: 'not_applicable',
    })
    const body = (await list(`search=${encodeURIComponent(organization.name)}`, admin)).json()
    expect(body.items).toEqual([
      {
        id: organization.id,
        routeId: `org-${organization.slug}`,
        name: organization.name,
        logoUrl: null,
        accountsCount: 2,
        commentsCount: 6,
        pendingCount: 3,
      },
    ])
  })

  it.each([
    ['cursor=not-a-cursor', 'cursor: Invalid cursor'],
    ['limit=101', 'limit: Must be at most 100'],
    ['limit=0', 'limit: Must be at least 1'],
    ['limit=ten', 'limit: Must be a number'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await list(query, admin)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message })
  })
})

describe('GET /api/organizations/:routeId/summary', () => {
  it("sums the organization's accounts, followers and comments awaiting a reply", async () => {
    const church = await signInAsClient(t.app)
    const account = await createAccount(t.db.db, church.organization.id, { followersCount: 1200 })
    await createAccount(t.db.db, church.organization.id, {
      followersCount: 34,
      status: 'disconnected',
    })
    await createComment(t.db.db, account)
    await createComment(t.db.db, account, { responseStatus: 'responded' })
    const expected = { accountsCount: 2, totalFollowers: 1234, pendingCount: 1 }
    expect((await summary(church.organization.routeId, church.cookie)).json()).toEqual(expected)
    expect((await summary(church.organization.routeId, admin)).json()).toEqual(expected)
    const empty = await createOrganization(t.db.db)
    expect((await summary(`org-${empty.slug}`, admin)).json()).toEqual({
      accountsCount: 0,
      totalFollowers: 0,
      pendingCount: 0,
    })
  })

  it("answers 401 signed out, and 404 for another church's or an unknown organization", async () => {
    const church = await signInAsClient(t.app)
    const other = await signInAsClient(t.app)
    expect((await summary(church.organization.routeId)).statusCode).toBe(401)
    const hidden = await summary(church.organization.routeId, other.cookie)
    const unknown = await summary('org-nobody-here', admin)
    expect([hidden.statusCode, unknown.statusCode]).toEqual([404, 404])
    expect(hidden.json()).toEqual(unknown.json())
  })
})
