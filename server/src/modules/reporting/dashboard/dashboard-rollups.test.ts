import { and, count, gte, lt, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { comments } from '../../../db/schema'
import { fromFollowers } from '../../work/comments/comment-conditions'
import { countFollowerCommentsByDay } from './dashboard.repository'

const t = useTestApp()
const HOUR_MS = 3600 * 1000

// The definition before the rollups: follower comments counted row by row between the local
// midnights PostgreSQL works out for the zone.
async function countedOnComments(now: Date, timeZone: string) {
  const zone = sql`${timeZone}::text`
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone})`
  const midnight = (days: number) =>
    sql`(${today} + ${`${days} days`}::interval) at time zone ${zone}`
  const countBetween = async (from: number, to: number) => {
    const [row] = await t.db.db
      .select({ value: count() })
      .from(comments)
      .where(
        and(
          fromFollowers,
          gte(comments.commentedAt, midnight(from)),
          lt(comments.commentedAt, midnight(to)),
        ),
      )
    return row!.value
  }
  return { today: await countBetween(0, 1), yesterday: await countBetween(-1, 0) }
}

// Comments every 7 minutes over three days around each moment (so every quarter hour and both
// sides of each midnight have some), with own comments, hidden ones and replies among them.
async function commentsAround(center: Date) {
  const organization = await createOrganization(t.db.db)
  const accounts = [
    await createAccount(t.db.db, organization.id),
    await createAccount(t.db.db, organization.id),
  ]
  const parent = await createComment(t.db.db, accounts[0]!, { commentedAt: center })
  const start = center.getTime() - 60 * HOUR_MS
  await t.db.db.insert(comments).values(
    Array.from({ length: (120 * 60) / 7 }, (_, n) => ({
      organizationId: organization.id,
      accountId: accounts[n % 2]!.id,
      igCommentId: `around_${center.getTime()}_${n}`,
      username: 'a_follower',
      text: 'Amen',
      commentedAt: new Date(start + n * 7 * 60 * 1000 + (n % 5) * 1000),
      isOwn: n % 9 === 0,
      responseStatus: n % 9 === 0 ? ('not_applicable' as const) : ('pending' as const),
      hidden: n % 4 === 0,
      parentId: n % 6 === 0 ? parent.id : null,
    })),
  )
}

const MOMENTS: Array<[string, string]> = [
  // New York: the 23-hour Sunday when clocks went forward, the Monday after, and the 25-hour day.
  ['America/New_York', '2025-03-09T15:00:00Z'],
  ['America/New_York', '2025-03-10T03:30:00Z'],
  ['America/New_York', '2025-03-10T15:00:00Z'],
  ['America/New_York', '2025-11-02T16:00:00Z'],
  ['America/New_York', '2025-11-03T04:59:00Z'],
  // Half- and quarter-hour zones, a zone whose clock change is half an hour, and UTC.
  ['Asia/Kolkata', '2025-06-01T18:29:00Z'],
  ['Asia/Kathmandu', '2025-06-01T18:16:00Z'],
  ['Australia/Lord_Howe', '2025-04-06T12:00:00Z'],
  ['Pacific/Chatham', '2025-04-06T00:00:00Z'],
  ['UTC', '2025-06-01T00:00:00Z'],
  // Liberia kept Monrovia mean time (-00:44:30) until 1972: midnights off the quarter hours.
  ['Africa/Monrovia', '1970-06-01T12:00:00Z'],
]

describe('follower comments by local day, from the quarter-hour rollup', () => {
  beforeAll(async () => {
    for (const center of new Set(MOMENTS.map(([, iso]) => iso))) {
      await commentsAround(new Date(center))
    }
  })

  it.each(MOMENTS)('in %s at %s equal counting the comments', async (timeZone, at) => {
    const now = new Date(at)
    const expected = await countedOnComments(now, timeZone)
    expect(expected.today + expected.yesterday).toBeGreaterThan(0)
    expect(await countFollowerCommentsByDay(t.db.db, now, timeZone)).toEqual(expected)
  })
})
