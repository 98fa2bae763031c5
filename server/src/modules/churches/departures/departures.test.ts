import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { beforeAll, describe, expect, it } from 'vitest'
import { comments, organizationDeletions, organizations } from '../../../db/schema'
import { PASSWORD, TEST_ORIGIN, signIn, uniqueEmail, useTestApp } from '../../../../test/helper'
import { churchWithComments } from '../../../../test/instagram'
import { createAdminUser } from '../../identity/admin-setup/admin-setup.service'
import { collectOrganizationData } from './departures.repository'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })

type Church = Awaited<ReturnType<typeof churchWithComments>> & { routeId: string; slug: string }
let adminCookie = ''
let adminEmail = ''
let churchA: Church
let churchB: Church

async function church(label: string): Promise<Church> {
  const created = await churchWithComments(
    t.app,
    t.sim,
    Array.from({ length: 4 }, (_, i) => ({ text: `${label} comment ${i}, "quoted"\nnext line` })),
  )
  const [org] = await t.db.db
    .select()
    .from(organizations)
    .where(eq(organizations.id, created.account.organizationId))
  const [first] = await t.db.db
    .select()
    .from(comments)
    .where(eq(comments.organizationId, created.account.organizationId))
    .limit(1)
  const replied = await t.app.inject({
    method: 'POST',
    url: `/api/comments/${first!.id}/replies`,
    headers: { origin: TEST_ORIGIN, cookie: adminCookie },
    payload: { message: `${label} reply`, idempotencyKey: randomUUID() },
  })
  expect(replied.statusCode).toBe(202)
  return { ...created, slug: org!.slug, routeId: `org-${org!.slug}` }
}

function unzip(body: Buffer): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(body))).map(([name, bytes]) => [
      name,
      strFromU8(bytes),
    ]),
  )
}

// Every value of one organisation that could identify its rows anywhere in the database.
async function identifiersOf(organizationId: string): Promise<Set<string>> {
  const data = await collectOrganizationData(t.db.db, organizationId)
  const ids = new Set<string>([organizationId])
  for (const row of [
    ...data.members,
    ...data.accounts,
    ...data.posts,
    ...data.comments,
    ...data.replies,
  ])
    ids.add(String(row.id))
  for (const row of data.accounts) ids.add(String(row.igUserId))
  for (const row of data.comments) ids.add(String(row.igCommentId))
  for (const row of data.members) ids.add(String(row.email))
  return ids
}

async function rowsMentioning(ids: Set<string>) {
  const columns = await t.db.pool.query<{ table_name: string; column_name: string }>(`
    select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('uuid', 'text')`)
  const found: string[] = []
  for (const { table_name, column_name } of columns.rows) {
    const result = await t.db.pool.query<{ n: string }>(
      `select count(*)::text as n from "${table_name}" where "${column_name}"::text = any($1)`,
      [[...ids]],
    )
    if (Number(result.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

beforeAll(async () => {
  adminEmail = uniqueEmail('admin')
  await createAdminUser(
    t.db.db,
    { email: adminEmail, password: PASSWORD },
    { onlyIfNoAdmin: false },
  )
  adminCookie = (await signIn(t.app, adminEmail)).cookie
  churchA = await church('Alpha')
  churchB = await church('Beta')
})

describe('organization export', () => {
  it("holds exactly that organization's rows, none of another's, and no token", async () => {
    const response = await t.app.inject({
      url: `/api/organizations/${churchA.routeId}/export`,
      headers: { cookie: adminCookie },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-disposition']).toContain(`flock-export-${churchA.slug}-`)
    const files = unzip(response.rawPayload)
    for (const name of ['members', 'instagram-accounts', 'posts', 'comments', 'replies']) {
      expect(files).toHaveProperty(`${name}.json`)
      expect(files).toHaveProperty(`${name}.csv`)
    }
    const expected = await collectOrganizationData(t.db.db, churchA.account.organizationId)
    const ids = (name: string) =>
      (JSON.parse(files[`${name}.json`]!) as { id: string }[]).map((row) => row.id).sort()
    expect(JSON.parse(files['organization.json']!).id).toBe(churchA.account.organizationId)
    expect(ids('members')).toEqual(expected.members.map((r) => String(r.id)).sort())
    expect(ids('instagram-accounts')).toEqual([churchA.account.id])
    expect(ids('posts')).toEqual(expected.posts.map((r) => String(r.id)).sort())
    expect(ids('comments')).toEqual(expected.comments.map((r) => String(r.id)).sort())
    expect(ids('comments').length).toBeGreaterThanOrEqual(4)
    expect(ids('replies')).toHaveLength(1)
    // The CSV has a header and one line per comment, with quotes and line breaks kept inside.
    expect(files['comments.csv']!.split('\r\n').filter(Boolean)).toHaveLength(
      expected.comments.length + 1,
    )

    const everything = Object.entries(files)
      .filter(([name]) => name !== 'README.txt')
      .map(([, text]) => text)
      .join('\n')
    for (const other of await identifiersOf(churchB.account.organizationId))
      expect(everything).not.toContain(other)
    const account = await t.app.db.query.instagramAccounts.findFirst({
      where: (a, { eq: equals }) => equals(a.id, churchA.account.id),
    })
    expect(account!.tokenCiphertext).toBeTruthy()
    expect(everything).not.toContain(account!.tokenCiphertext!)
    expect(everything.toLowerCase()).not.toContain('token')
    expect(everything).not.toContain('password')
  })

  it('lets a church download its own data but not another church’s', async () => {
    const own = await t.app.inject({
      url: `/api/organizations/${churchA.routeId}/export`,
      headers: { cookie: churchA.cookie },
    })
    expect(own.statusCode).toBe(200)
    expect(JSON.parse(unzip(own.rawPayload)['organization.json']!).id).toBe(
      churchA.account.organizationId,
    )
    const other = await t.app.inject({
      url: `/api/organizations/${churchB.routeId}/export`,
      headers: { cookie: churchA.cookie },
    })
    expect(other.statusCode).toBe(404)
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' })
    const anonymous = await t.app.inject({ url: `/api/organizations/${churchA.routeId}/export` })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('organization deletion', () => {
  const remove = (routeId: string, cookie: string, confirmName: unknown) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/organizations/${routeId}`,
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { confirmName },
    })

  it('is for admins only, and only with the name typed again', async () => {
    const [a] = await t.db.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, churchA.account.organizationId))
    expect((await remove(churchA.routeId, churchA.cookie, a!.name)).statusCode).toBe(403)
    expect((await remove(churchB.routeId, churchA.cookie, 'anything')).statusCode).toBe(403)
    const wrong = await remove(churchA.routeId, adminCookie, 'Some other church')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect((await remove(churchA.routeId, adminCookie, 42)).statusCode).toBe(400)
    expect(await collectOrganizationData(t.db.db, a!.id)).toMatchObject({
      organization: { id: a!.id },
    })
  })

  it('removes every row of the organization, table by table, and leaves another church as it was', async () => {
    const organizationId = churchA.account.organizationId
    const [a] = await t.db.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organizationId))
    const ids = await identifiersOf(organizationId)
    expect(await rowsMentioning(ids)).not.toEqual([])
    const otherBefore = await collectOrganizationData(t.db.db, churchB.account.organizationId)

    const response = await remove(churchA.routeId, adminCookie, a!.name.toUpperCase())
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ organizationId, members: 1, accounts: 1, posts: 1 })

    // Only the receipt still names it, by id.
    expect(await rowsMentioning(ids)).toEqual(['organization_deletions.organization_id'])
    const [receipt] = await t.db.db.select().from(organizationDeletions)
    expect(receipt).toMatchObject({
      organizationId,
      deletedByEmail: adminEmail,
      nameHash: createHash('sha256').update(a!.nameKey).digest('hex'),
    })
    expect(JSON.stringify(receipt)).not.toContain(a!.name)
    // The church's own people are signed out for good.
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: churchA.cookie } })).json(),
    ).toBeNull()

    expect(await collectOrganizationData(t.db.db, churchB.account.organizationId)).toEqual(
      otherBefore,
    )
    const otherAccount = await t.app.db.query.instagramAccounts.findFirst({
      where: (row, { eq: equals }) => equals(row.id, churchB.account.id),
    })
    expect(otherAccount!.tokenCiphertext).toBeTruthy()
    expect(
      (await t.app.inject({ url: '/api/me', headers: { cookie: churchB.cookie } })).json(),
    ).toMatchObject({ organization: { id: churchB.account.organizationId } })
    expect((await remove(churchA.routeId, adminCookie, a!.name)).statusCode).toBe(404)
  })
})
