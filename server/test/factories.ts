import { organizationNameKey, slugifyOrganizationName } from '@common/organization-name'
import { getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import { comments, instagramAccounts, media, organizations } from '../src/db/schema'

// Rows straight into the database for tests that need exact data (counts, stats, paging),
// without the flows that normally create them. Every unique field gets a fresh value.
let sequence = 0
const next = () => `${Date.now().toString(36)}${(sequence += 1)}`

export async function createOrganization(
  db: Database,
  values: Partial<typeof organizations.$inferInsert> = {},
) {
  const name = values.name ?? `Factory Church ${next()}`
  const [row] = await db
    .insert(organizations)
    .values({
      slug: slugifyOrganizationName(`${name} ${next()}`),
      nameKey: organizationNameKey(name),
      ...values,
      name,
    })
    .returning()
  return row!
}

export async function createAccount(
  db: Database,
  organizationId: string,
  values: Partial<typeof instagramAccounts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(instagramAccounts)
    .values({
      organizationId,
      igUserId: `1784${next()}`,
      username: `factory_${next()}`,
      followersCount: 1000,
      status: 'connected',
      connectedAt: new Date(),
      ...values,
    })
    .returning()
  return row!
}

export async function createMedia(
  db: Database,
  accountId: string,
  values: Partial<typeof media.$inferInsert> = {},
) {
  const [row] = await db
    .insert(media)
    .values({ accountId, igMediaId: `media_${next()}`, postedAt: new Date(), ...values })
    .returning()
  return row!
}

export async function createComment(
  db: Database,
  account: { id: string; organizationId: string },
  values: Partial<typeof comments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(comments)
    .values({
      organizationId: account.organizationId,
      accountId: account.id,
      igCommentId: `comment_${next()}`,
      username: 'a_follower',
      text: 'Praying for you all',
      commentedAt: new Date(),
      ...values,
    })
    .returning()
  return row!
}

// The same comment, written with only the columns given (and the few every comment needs), for
// tests that write into a database migrated to an earlier level: Drizzle's own insert names every
// column of today's schema, and columns added by later migrations are not there yet.
export async function createCommentAsThen(
  db: Database,
  account: { id: string; organizationId: string },
  values: Partial<typeof comments.$inferInsert> = {},
) {
  const row: Partial<typeof comments.$inferInsert> = {
    organizationId: account.organizationId,
    accountId: account.id,
    igCommentId: `comment_${next()}`,
    username: 'a_follower',
    text: 'Praying for you all',
    commentedAt: new Date(),
    ...values,
  }
  const columns = getTableColumns(comments)
  const given = Object.entries(row).filter(([, value]) => value !== undefined)
  const names = given.map(([key]) => sql.identifier(columns[key as keyof typeof columns].name))
  const result = await db.execute<{ id: string }>(
    sql`insert into comments (${sql.join(names, sql`, `)})
        values (${sql.join(
          given.map(([, value]) => sql`${value instanceof Date ? value.toISOString() : value}`),
          sql`, `,
        )}) returning id`,
  )
  return result.rows[0]!
}
