import { and, count, eq, exists, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import {
  comments,
  followerCommentQuarters,
  instagramAccounts,
  media,
  organizations,
} from '../../../db/schema'
import { fromFollowers } from '../../work/comments/comment-conditions'

const DAY_MS = 24 * 3600 * 1000

export async function countAccounts(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: count() }).from(instagramAccounts)
  return row!.value
}

export async function countOrganizations(db: DbOrTx) {
  const connected = db
    .select({ one: sql`1` })
    .from(instagramAccounts)
    .where(
      and(
        eq(instagramAccounts.organizationId, organizations.id),
        eq(instagramAccounts.status, 'connected'),
      ),
    )
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${exists(connected)})`.mapWith(Number),
    })
    .from(organizations)
  return row!
}

// Midnights of yesterday, today and tomorrow in the agency's time zone, worked out by PostgreSQL
// on local wall-clock dates, so days of 23 or 25 hours (clock changes) come out right.
async function localDayBounds(db: DbOrTx, now: Date, timeZone: string) {
  const zone = sql`${timeZone}::text`
  const today = sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone})`
  const epochMs = (local: SQL) => sql`extract(epoch from (${local}) at time zone ${zone}) * 1000`
  const result = await db.execute<{ yesterday: string; today: string; tomorrow: string }>(sql`
    select ${epochMs(sql`${today} - interval '1 day'`)} as yesterday,
           ${epochMs(today)} as today,
           ${epochMs(sql`${today} + interval '1 day'`)} as tomorrow`)
  const row = result.rows[0]!
  const at = (ms: string) => new Date(Number(ms))
  return { yesterday: at(row.yesterday), today: at(row.today), tomorrow: at(row.tomorrow) }
}

const QUARTER_MS = 15 * 60 * 1000
const floorQuarter = (at: Date) => new Date(Math.floor(at.getTime() / QUARTER_MS) * QUARTER_MS)
const ceilQuarter = (at: Date) => new Date(Math.ceil(at.getTime() / QUARTER_MS) * QUARTER_MS)

// Follower comments by their Instagram time, today and yesterday, summed from the quarter-hour
// rollup (decision 037): at most 2 x 96 quarters x 16 shards rows, however many comments.
export async function countFollowerCommentsByDay(db: DbOrTx, now: Date, timeZone: string) {
  const bounds = await localDayBounds(db, now, timeZone)
  const [row] = await db
    .select({
      today: sql<number>`coalesce(sum(${followerCommentQuarters.count}) filter (where ${gte(
        followerCommentQuarters.quarter,
        ceilQuarter(bounds.today),
      )}), 0)`.mapWith(Number),
      yesterday: sql<number>`coalesce(sum(${followerCommentQuarters.count}) filter (where ${lt(
        followerCommentQuarters.quarter,
        floorQuarter(bounds.today),
      )}), 0)`.mapWith(Number),
    })
    .from(followerCommentQuarters)
    .where(
      and(
        gte(followerCommentQuarters.quarter, ceilQuarter(bounds.yesterday)),
        lt(followerCommentQuarters.quarter, floorQuarter(bounds.tomorrow)),
      ),
    )
  // Every zone in use today has its midnights on a quarter hour; one whose offset has seconds
  // (local mean time, before 1970) gets the split quarters counted on the comments themselves.
  const today =
    row!.today +
    (await countFollowerComments(db, floorQuarter(bounds.tomorrow), bounds.tomorrow)) +
    (await countFollowerComments(db, bounds.today, ceilQuarter(bounds.today)))
  const yesterday =
    row!.yesterday +
    (await countFollowerComments(db, floorQuarter(bounds.today), bounds.today)) +
    (await countFollowerComments(db, bounds.yesterday, ceilQuarter(bounds.yesterday)))
  return { today, yesterday }
}

// Follower comments written in [from, to), within one quarter hour (comments_inbox_idx).
async function countFollowerComments(db: DbOrTx, from: Date, to: Date): Promise<number> {
  if (from.getTime() >= to.getTime()) return 0
  const [row] = await db
    .select({ value: count() })
    .from(comments)
    .where(and(fromFollowers, gte(comments.commentedAt, from), lt(comments.commentedAt, to)))
  return row!.value
}

// Average per-post engagement, in percent, over the 7 days up to `now` and the 7 days before;
// null for a window without posts. Posts synced with 0 followers have no rate and are left out.
// Each post's rate is stored with it (media.engagement_rate); media_engagement_idx answers the
// two weeks from the index alone.
export async function engagementRates(db: DbOrTx, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS)
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS)
  // PostgreSQL answers numeric as text; null (no posts) stays null.
  const average = (window: SQL) =>
    sql<number | null>`avg(${media.engagementRate}) filter (where ${window})`.mapWith(Number)
  const [row] = await db
    .select({
      current: average(gte(media.postedAt, weekAgo)!),
      previous: average(lt(media.postedAt, weekAgo)),
    })
    .from(media)
    .where(
      and(gt(media.followersAtSync, 0), gte(media.postedAt, twoWeeksAgo), lte(media.postedAt, now)),
    )
  return row!
}
