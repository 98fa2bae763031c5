import { strToU8, zipSync } from 'fflate'
import { toCsv } from './csv'
import type { Database } from '../../../db/client'
import { collectOrganizationData, type OrganizationData } from './departures.repository'

// The organization's export: everything read in one snapshot, so the files agree with each other.
export async function exportOrganization(db: Database, organizationId: string) {
  const data = await db.transaction((tx) => collectOrganizationData(tx, organizationId), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  })
  return buildExportZip(data)
}

const README = `This archive holds everything Flock stored for your organization:
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
