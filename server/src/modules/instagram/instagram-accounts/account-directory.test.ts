import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { instagramAccounts } from '../../../db/schema'

const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000', SIGN_UP_RATE_LIMIT: '1000' })

let admin: string
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})

const list = (query: string, cookie?: string) =>
  t.app.inject({ url: `/api/accounts?${query}`, headers: as(cookie) })
const detail = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/accounts/${id}`, headers: as(cookie) })
const usernames = (body: { items: { username: string }[] }) => body.items.map((a) => a.username)
const unique = () => Math.random().toString(36).slice(2, 8)

describe('GET /api/accounts', () => {
  it('is for admins only', async () => {
    const client = await signInAsClient(t.app)
    expect((await list('')).statusCode).toBe(401)
    expect((await list('', client.cookie)).statusCode).toBe(403)
    expect((await list('', admin)).statusCode).toBe(200)
  })

  it('lists accounts of every organization with their organization and pending count', async () => {
    const tag = unique()
    const grace = await createOrganization(t.db.db, { name: `Grace ${tag}` })
    const hope = await createOrganization(t.db.db, { name: `Hope ${tag}` })
    const a = await createAccount(t.db.db, grace.id, {
      username: `${tag}_grace`,
      followersCount: 4200,
    })
    const b = await createAccount(t.db.db, hope.id, {
      username: `${tag}_hope`,
      status: 'disconnected',
    })
    await createComment(t.db.db, a)
    await createComment(t.db.db, a)
    await createComment(t.db.db, a, { responseStatus: 'responded' })
    const body = (await list(`search=${tag}`, admin)).json()
    expect(body.items).toMatchObject([
      {
        id: a.id,
        username: a.username,
        organizationName: grace.name,
        followersCount: 4200,
        pendingCount: 2,
        status: 'connected',
        organizationRouteId: `org-${grace.slug}`,
      },
      {
        id: b.id,
        username: b.username,
        organizationName: hope.name,
        pendingCount: 0,
        status: 'disconnected',
      },
    ])
    expect(body.items[0]).not.toHaveProperty('tokenCiphertext')
  })

  it('searches usernames case-insensitively and filters by organization', async () => {
    const tag = unique()
    const grace = await createOrganization(t.db.db)
    const hope = await createOrganization(t.db.db)
    await createAccount(t.db.db, grace.id, { username: `${tag}_youth` })
    await createAccount(t.db.db, grace.id, { username: `${tag}_worship` })
    await createAccount(t.db.db, hope.id, { username: `${tag}_hope_youth` })
    expect(usernames((await list(`search=${tag.toUpperCase()}_YOUTH`, admin)).json())).toEqual([
      `${tag}_youth`,
    ])
    expect(usernames((await list(`search=youth&organizationId=${hope.id}`, admin)).json())).toEqual(
      [`${tag}_hope_youth`],
    )
    expect(usernames((await list(`organizationId=${grace.id}`, admin)).json())).toEqual([
      `${tag}_worship`,
      `${tag}_youth`,
    ])
  })

  it('pages through every match once, in username order', async () => {
    const tag = unique()
    const organization = await createOrganization(t.db.db)
    const names = ['d', 'a', 'e', 'c', 'b'].map((letter) => `${tag}_${letter}`)
    for (const username of names) await createAccount(t.db.db, organization.id, { username })
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 5; page++) {
      const body = (
        await list(`search=${tag}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin)
      ).json()
      seen.push(...usernames(body))
      if (!body.nextCursor) break
      cursor = body.nextCursor
    }
    expect(seen).toEqual([...names].sort())
  })

  it.each([
    ['cursor=bm90LWEtY3Vyc29y', 'cursor: Invalid cursor'],
    ['limit=500', 'limit: Must be at most 100'],
    ['organizationId=grace', 'organizationId: Must be an organization id'],
  ])('refuses %s with a clear message', async (query, message) => {
    const response = await list(query, admin)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message })
  })
})

describe('GET /api/accounts/:accountId', () => {
  it('shows an account to admins and to its own church, with organization and pending count', async () => {
    const church = await signInAsClient(t.app)
    const account = await createAccount(t.db.db, church.organization.id)
    await createComment(t.db.db, account)
    const expected = {
      id: account.id,
      organizationName: church.organization.name,
      organizationRouteId: church.organization.routeId,
      pendingCount: 1,
    }
    expect((await detail(account.id, church.cookie)).json()).toMatchObject(expected)
    expect((await detail(account.id, admin)).json()).toMatchObject(expected)
  })

  it("answers 401 signed out, and 404 for another church's account, and nothing changes", async () => {
    const church = await signInAsClient(t.app)
    const other = await signInAsClient(t.app)
    const account = await createAccount(t.db.db, church.organization.id)
    const row = async () =>
      (
        await t.db.db.select().from(instagramAccounts).where(eq(instagramAccounts.id, account.id))
      )[0]
    const before = await row()
    expect((await detail(account.id)).statusCode).toBe(401)
    const response = await detail(account.id, other.cookie)
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Account not found' })
    expect(await row()).toEqual(before)
  })

  it('answers 404 for unknown ids, whatever their form', async () => {
    expect((await detail(crypto.randomUUID(), admin)).statusCode).toBe(404)
    expect((await detail('not-an-id', admin)).statusCode).toBe(404)
  })
})
