import { type SQL, sql } from 'drizzle-orm'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import {
  DRY_RUN_DAYS,
  DRY_RUN_EXAMPLES,
  type TDryRunResult,
  type TRuleConditions,
} from '@common/schemas/rules'
import type { DbOrTx } from '../../../db/client'
import { CommentReading, compileConditions } from './rule-matcher'
import { prefilterOf } from './rule-prefilter'
import { PLAIN_MAX_CHARACTERS, PLAIN_TEXT, plainWordsRegex } from './rule-sql-words'

interface Candidate extends Record<string, unknown> {
  id: string
  username: string
  text: string
  commented_at: Date | string
  account_username: string
}

// A rule is first tried on the newest SAMPLE comments of the period. Matching at least
// BROAD_SHARE of them, it is broad: its count over the period is estimated from that share
// (shown as "about"), since counting it exactly would read most of the period's texts, well
// past the dry run's 2 s at a million comments. Any other rule is counted exactly.
const SAMPLE = 20_000
const BROAD_SHARE = 0.05

// An estimate is shown to three significant figures (267,594 → 268,000): more would claim a
// precision the sample does not have.
const threeFigures = (value: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(value, 1))) - 2)
  return Math.round(value / unit) * unit
}

type Example = TDryRunResult['examples'][number]

const toExample = (row: Candidate): Example => ({
  id: row.id,
  username: row.username,
  text: row.text.slice(0, 300),
  commentedAt: new Date(row.commented_at).toISOString(),
  accountUsername: row.account_username,
})

// Newest first, as the inbox: by time, then id (uuids compare as their text does).
const newestFirst = (a: Example, b: Example) =>
  a.commentedAt === b.commentedAt
    ? b.id.localeCompare(a.id)
    : b.commentedAt.localeCompare(a.commentedAt)

// What SQL can rule out before the exact match: only conditions a match cannot lack. The word
// prefilter apart, since it folds the text (flock_fold), which costs more than all the rest.
function narrowing(
  organizationIds: readonly string[],
  conditions: TRuleConditions,
  since: string | null,
): { where: SQL[]; words: SQL | null } {
  const prefilter = prefilterOf(conditions)
  const where = periodOf(organizationIds)
  if (since) where.push(sql`c.commented_at >= ${since}::timestamptz`)
  if (conditions.pastoralFlag)
    where.push(
      sql`exists (select 1 from comment_flags f where f.work_item_id = c.id and f.flag = ${conditions.pastoralFlag})`,
    )
  // A link as linkify-it finds one has a dot followed by a letter (a domain) or a scheme's "://";
  // strpos first, since most comments have neither and a regular expression costs more.
  if (prefilter.link)
    where.push(
      sql`(strpos(c.text, '://') > 0 or (strpos(c.text, '.') > 0 and c.text ~ '[.][^[:space:][:punct:][:digit:]]'))`,
    )
  if (prefilter.contact) where.push(sql`(strpos(c.text, '@') > 0 or c.text ~ '([0-9][^0-9]*){7}')`)
  if (prefilter.onlyEmoji) where.push(sql`c.text !~ '[A-Za-z0-9]'`)
  if (prefilter.username) where.push(sql`c.username ilike ${prefilter.username}`)
  // One ILIKE per word, OR-ed, so each can use comments_folded_trgm_idx.
  const words = prefilter.wordPatterns
    ? sql`(${sql.join(
        prefilter.wordPatterns.map((pattern) => sql`flock_fold(c.text) ilike ${pattern}`),
        sql` or `,
      )})`
    : null
  return { where, words }
}

// The follower comments of the period the rule reads (its churches').
function periodOf(organizationIds: readonly string[]): SQL[] {
  const where = [
    sql`c.commented_at > now() - make_interval(days => ${DRY_RUN_DAYS})`,
    sql`not c.is_own`,
  ]
  if (organizationIds.length > 0)
    where.push(sql`c.organization_id = any(${sql.param([...organizationIds])}::uuid[])`)
  return where
}

// A rule of words alone (a pastoral flag beside them is settled in SQL too) is decided in SQL on
// plain texts (rule-sql-words.ts); the others read links, contacts, emoji or usernames, which
// only the matcher reads exactly.
const decidedInSql = (c: TRuleConditions) =>
  c.words !== null && !c.hasLink && !c.hasContact && !c.onlyEmoji && !c.username

// How many of the last 30 days' follower comments a rule would have matched, with the newest
// few: exactly, or for a broad rule estimated from the newest SAMPLE (see above). SQL narrows by
// the period (comments_inbox_idx), the churches and what a match cannot lack; a word rule's
// match on a plain text (most comments) is counted in SQL by an expression exact for those
// texts; the matcher the rules run on arriving comments decides the rest. An exact count is the
// matcher's over every comment of the period (rules.test.ts compares them).
export async function dryRunRule(
  db: DbOrTx,
  input: { organizationIds: readonly string[]; conditions: TRuleConditions },
): Promise<TDryRunResult> {
  const period = sql.join(periodOf(input.organizationIds), sql` and `)
  const [{ scanned }] = (
    await db.execute<{ scanned: number }>(
      sql`select count(*)::int as scanned from comments c where ${period}`,
    )
  ).rows as [{ scanned: number }]
  const result = { days: DRY_RUN_DAYS, scanned, estimatedFrom: null }
  if (scanned > SAMPLE) {
    // The newest SAMPLE comments: from the time of the SAMPLE-th newest (ties make a few more),
    // kept as text, since a Date would drop its microseconds.
    const since = await db.execute<{ at: string }>(sql`
      select c.commented_at::text as at from comments c where ${period}
      order by c.commented_at desc offset ${SAMPLE - 1} limit 1`)
    const at = since.rows[0]!.at
    const [{ sampled }] = (
      await db.execute<{ sampled: number }>(
        sql`select count(*)::int as sampled from comments c
            where ${period} and c.commented_at >= ${at}::timestamptz`,
      )
    ).rows as [{ sampled: number }]
    const sample = await matchesOf(db, input, at)
    if (sample.matched >= sampled * BROAD_SHARE) {
      const estimate = threeFigures((sample.matched / sampled) * scanned)
      return {
        ...result,
        matched: estimate,
        estimatedFrom: { sampled, matched: sample.matched },
        examples: sample.examples,
      }
    }
  }
  return { ...result, ...(await matchesOf(db, input, null)) }
}

// The rule's matches among the period's comments (since `since`, when given): their number and
// the newest few. A sample is read row by row; the whole period through the text indexes, which
// find a narrow rule's few comments without reading the others.
async function matchesOf(
  db: DbOrTx,
  input: { organizationIds: readonly string[]; conditions: TRuleConditions },
  since: string | null,
) {
  const { conditions } = input
  const { where, words } = narrowing(input.organizationIds, conditions, since)
  const readEvery = since !== null
  let matched = 0
  let examples: Example[] = []
  const candidateWhere = [...where]
  if (decidedInSql(conditions)) {
    const plain = sql`(char_length(c.text) <= ${PLAIN_MAX_CHARACTERS} and c.text ~ ${PLAIN_TEXT})`
    const regex = plainWordsRegex(conditions.words!)
    if (regex) {
      const inSql = await plainMatches(db, where, plain, sql`c.text ~ ${regex}`, readEvery)
      matched += inSql.matched
      examples = inSql.examples
    }
    candidateWhere.push(sql`not ${plain}`)
    // The other texts. In the whole period, through comments_folded_trgm_idx, whose recheck
    // folds only the few texts with the words. In a sample, where every text is read anyway,
    // fold only those not plain, as the CASE makes PostgreSQL do first.
    if (words)
      candidateWhere.push(
        readEvery ? sql`(case when ${plain} then false else ${words} end)` : words,
      )
  } else if (words) candidateWhere.push(words)
  const candidates = await db.execute<Candidate>(sql`
    select c.id, c.username, c.text, c.commented_at, a.username as account_username
    from comments c join instagram_accounts a on a.id = c.account_id
    where ${sql.join(candidateWhere, sql` and `)}
    order by c.commented_at desc, c.id desc`)
  const test = compileConditions(conditions)
  // The flag condition was settled in SQL; the rest read no flags.
  const flags: TPastoralFlag[] = conditions.pastoralFlag ? [conditions.pastoralFlag] : []
  const matcherExamples: Example[] = []
  for (const row of candidates.rows) {
    if (!test(new CommentReading({ text: row.text, username: row.username, flags }))) continue
    matched++
    if (matcherExamples.length < DRY_RUN_EXAMPLES) matcherExamples.push(toExample(row))
  }
  examples = [...examples, ...matcherExamples].sort(newestFirst).slice(0, DRY_RUN_EXAMPLES)
  return { matched, examples }
}

// The plain texts' matches: their number and the newest few. In a sample every row is read
// (the CASE keeps PostgreSQL from the trigram index, which would find a broad rule's words in
// most of the table); in the whole period, through comments_text_trgm_idx.
async function plainMatches(db: DbOrTx, where: SQL[], plain: SQL, match: SQL, readEvery: boolean) {
  const all = sql.join(where, sql` and `)
  const counted = await db.execute<{ matched: number }>(
    readEvery
      ? sql`select count(*)::int as matched from comments c
            where ${all} and (case when ${plain} then ${match} else false end)`
      : sql`select count(*)::int as matched from comments c where ${all} and ${plain} and ${match}`,
  )
  const newest = await db.execute<Candidate>(sql`
    select c.id, c.username, c.text, c.commented_at, a.username as account_username
    from comments c join instagram_accounts a on a.id = c.account_id
    where ${all} and ${plain} and ${match}
    order by c.commented_at desc, c.id desc limit ${DRY_RUN_EXAMPLES}`)
  return { matched: counted.rows[0]?.matched ?? 0, examples: newest.rows.map(toExample) }
}
