import { type SQL, sql } from 'drizzle-orm'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import {
  DRY_RUN_DAYS,
  DRY_RUN_EXAMPLES,
  type TDryRunResult,
  type TRuleConditions,
} from '@common/schemas/rules'
import type { DbOrTx } from '../../db/client'
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

// A word in more than one comment in this many (of the newest COMMON_SAMPLE) is common: the dry
// run reads the period rather than going through a text index (the count is the same either way).
const COMMON_WORD_SHARE = 20
const COMMON_SAMPLE = 1_000

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
): { where: SQL[]; words: SQL | null } {
  const prefilter = prefilterOf(conditions)
  const where = [
    sql`c.commented_at > now() - make_interval(days => ${DRY_RUN_DAYS})`,
    sql`not c.is_own`,
  ]
  if (organizationIds.length > 0)
    where.push(sql`c.organization_id = any(${sql.param([...organizationIds])}::uuid[])`)
  if (conditions.pastoralFlag)
    where.push(
      sql`exists (select 1 from comment_flags f where f.comment_id = c.id and f.flag = ${conditions.pastoralFlag})`,
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

// A rule of words alone (a pastoral flag beside them is settled in SQL too) is decided in SQL on
// plain texts (rule-sql-words.ts); the others read links, contacts, emoji or usernames, which
// only the matcher reads exactly.
const decidedInSql = (c: TRuleConditions) =>
  c.words !== null && !c.hasLink && !c.hasContact && !c.onlyEmoji && !c.username

// How many of the last 30 days' follower comments a rule would have matched, with the newest
// few. SQL narrows by the period (comments_inbox_idx), the churches and what a match cannot lack;
// a word rule's match on a plain text (most comments) is counted in SQL by an expression exact
// for those texts; the matcher the rules run on arriving comments decides the rest. The count is
// exact: the matcher's over every comment of the period (rules.test.ts compares them).
export async function dryRunRule(
  db: DbOrTx,
  input: { organizationIds: readonly string[]; conditions: TRuleConditions },
): Promise<TDryRunResult> {
  const { conditions } = input
  const { where, words } = narrowing(input.organizationIds, conditions)
  const [{ scanned }] = (
    await db.execute<{ scanned: number }>(sql`
      select count(*)::int as scanned from comments c
      where c.commented_at > now() - make_interval(days => ${DRY_RUN_DAYS}) and not c.is_own
      ${input.organizationIds.length > 0 ? sql`and c.organization_id = any(${sql.param([...input.organizationIds])}::uuid[])` : sql``}`)
  ).rows as [{ scanned: number }]

  let matched = 0
  let examples: Example[] = []
  const candidateWhere = [...where]
  if (decidedInSql(conditions)) {
    const plain = sql`(char_length(c.text) <= ${PLAIN_MAX_CHARACTERS} and c.text ~ ${PLAIN_TEXT})`
    const regex = plainWordsRegex(conditions.words!)
    const common = words !== null && (await isCommon(db, where, words))
    if (regex) {
      const inSql = await plainMatches(db, where, plain, sql`c.text ~ ${regex}`, common)
      matched += inSql.matched
      examples = inSql.examples
    }
    candidateWhere.push(sql`not ${plain}`)
    // The other texts. A rare word: through comments_folded_trgm_idx, whose recheck folds only
    // the few texts with it. A common one: every text of the period is read anyway, so fold only
    // those not plain, as the CASE makes PostgreSQL do first.
    if (words)
      candidateWhere.push(common ? sql`(case when ${plain} then false else ${words} end)` : words)
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
  return { days: DRY_RUN_DAYS, scanned, matched, examples }
}

// Whether the words are in more than one of COMMON_WORD_SHARE of the newest comments: then the
// index on folded text would find most of the table, and reading the period is cheaper. A
// plan choice only: the count is the same either way.
async function isCommon(db: DbOrTx, where: SQL[], words: SQL) {
  const result = await db.execute<{ share: number }>(sql`
    select coalesce(avg(case when s.hit then 1 else 0 end), 0)::float as share from (
      select ${words} as hit from comments c where ${sql.join(where, sql` and `)}
      order by c.commented_at desc limit ${COMMON_SAMPLE}
    ) s`)
  return (result.rows[0]?.share ?? 0) * COMMON_WORD_SHARE > 1
}

// The plain texts' matches: their number and the newest few. A common word is counted by
// reading the period, in parallel (the CASE keeps PostgreSQL from the trigram index, which would
// find it in most of the table), and its newest matches are the first few of the period; a
// rare one's through comments_text_trgm_idx.
async function plainMatches(db: DbOrTx, where: SQL[], plain: SQL, match: SQL, common: boolean) {
  const all = sql.join(where, sql` and `)
  const counted = await db.execute<{ matched: number }>(
    common
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
