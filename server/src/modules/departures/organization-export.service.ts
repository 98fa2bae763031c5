import { eq, getTableColumns, inArray } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import type { DbOrTx } from '../../db/client'
import {
  comments,
  instagramAccounts,
  media,
  memberships,
  organizations,
  outgoingMessages,
  user,
} from '../../db/schema'
import { toCsv } from './csv'

// Never leaves Flock, not even to the church itself: the ciphertext is useless without the key
// and the key must not be handed out.
const {
  tokenCiphertext: _tokenCiphertext,
  tokenExpiresAt: _tokenExpiresAt,
  tokenIssuedAt: _tokenIssuedAt,
  ...accountColumns
} = getTableColumns(instagramAccounts)
// Delivery bookkeeping (which worker held a reply) means nothing outside Flock.
const {
  leaseToken: _leaseToken,
  leaseUntil: _leaseUntil,
  ...replyColumns
} = getTableColumns(outgoingMessages)

export interface OrganizationData {
  organization: Record<string, unknown>
  members: Record<string, unknown>[]
  accounts: Record<string, unknown>[]
  posts: Record<string, unknown>[]
  comments: Record<string, unknown>[]
  replies: Record<string, unknown>[]
}

// Everything Flock holds of one organisation, read in one snapshot. Members are people only
// (name, email, role): their password hashes and sessions stay behind.
export async function collectOrganizationData(
  db: DbOrTx,
  organizationId: string,
): Promise<OrganizationData> {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  const members = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      memberSince: memberships.createdAt,
      createdAt: user.createdAt,
    })
    .from(memberships)
    .innerJoin(user, eq(user.id, memberships.userId))
    .where(eq(memberships.organizationId, organizationId))
    .orderBy(user.email)
  const accounts = await db
    .select(accountColumns)
    .from(instagramAccounts)
    .where(eq(instagramAccounts.organizationId, organizationId))
    .orderBy(instagramAccounts.username)
  const accountIds = accounts.map((account) => account.id)
  const posts = accountIds.length
    ? await db
        .select()
        .from(media)
        .where(inArray(media.accountId, accountIds))
        .orderBy(media.postedAt, media.id)
    : []
  const commentRows = await db
    .select()
    .from(comments)
    .where(eq(comments.organizationId, organizationId))
    .orderBy(comments.commentedAt, comments.id)
  const replies = await db
    .select(replyColumns)
    .from(outgoingMessages)
    .where(eq(outgoingMessages.organizationId, organizationId))
    .orderBy(outgoingMessages.createdAt, outgoingMessages.id)
  return {
    organization: organization ?? {},
    members,
    accounts,
    posts,
    comments: commentRows,
    replies,
  }
}

const README = `This archive holds everything Flock stored for your organisation:
organization.json, and for members, Instagram accounts, posts, comments and replies
one JSON file and one CSV file each. Instagram access tokens are not included.
`

// A zip of one JSON and one CSV per kind of record, and a manifest with the counts.
export function buildExportZip(data: OrganizationData, exportedAt = new Date()): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'README.txt': strToU8(README),
    'organization.json': json(data.organization),
  }
  const lists = {
    members: data.members,
    'instagram-accounts': data.accounts,
    posts: data.posts,
    comments: data.comments,
    replies: data.replies,
  }
  for (const [name, rows] of Object.entries(lists)) {
    files[`${name}.json`] = json(rows)
    files[`${name}.csv`] = strToU8(toCsv(rows, columnsOf(rows)))
  }
  files['manifest.json'] = json({
    exportedAt: exportedAt.toISOString(),
    organizationId: data.organization.id,
    counts: Object.fromEntries(Object.entries(lists).map(([name, rows]) => [name, rows.length])),
  })
  return zipSync(files, { level: 6, mtime: exportedAt })
}

function json(value: unknown): Uint8Array {
  return strToU8(`${JSON.stringify(value, null, 2)}\n`)
}

function columnsOf(rows: Record<string, unknown>[]): string[] {
  return rows[0] ? Object.keys(rows[0]) : []
}
