import { sql } from 'drizzle-orm'
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

interface Candidate extends Record<string, unknown> {
  id: string
  username: string
  text: string
  commented_at: Date
  account_username: string
}

// How many of the last 30 days' follower comments a rule would have matched, with the newest
// few. SQL narrows by the period (comments_inbox_idx), the churches and what a match cannot lack;
// the exact matcher the rules run on arriving comments decides, so the count is theirs.
export async function dryRunRule(
  db: DbOrTx,
  input: { organizationIds: readonly string[]; conditions: TRuleConditions },
): Promise<TDryRunResult> {
  const { conditions } = input
  const prefilter = prefilterOf(conditions)
  const where = [
    sql`c.commented_at > now() - make_interval(days => ${DRY_RUN_DAYS})`,
    sql`not c.is_own`,
  ]
  if (input.organizationIds.length > 0)
    where.push(sql`c.organization_id = any(${sql.param([...input.organizationIds])}::uuid[])`)
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
  if (prefilter.wordPatterns)
    where.push(
      sql`(${sql.join(
        prefilter.wordPatterns.map((pattern) => sql`flock_fold(c.text) ilike ${pattern}`),
        sql` or `,
      )})`,
    )
  const [{ scanned }] = (
    await db.execute<{ scanned: number }>(sql`
      select count(*)::int as scanned from comments c
      where c.commented_at > now() - make_interval(days => ${DRY_RUN_DAYS}) and not c.is_own
      ${input.organizationIds.length > 0 ? sql`and c.organization_id = any(${sql.param([...input.organizationIds])}::uuid[])` : sql``}`)
  ).rows as [{ scanned: number }]
  const candidates = await db.execute<Candidate>(sql`
    select c.id, c.username, c.text, c.commented_at, a.username as account_username
    from comments c join instagram_accounts a on a.id = c.account_id
    where ${sql.join(where, sql` and `)}
    order by c.commented_at desc, c.id desc`)
  const test = compileConditions(conditions)
  // The flag condition was settled in SQL; the rest read no flags.
  const flags: TPastoralFlag[] = conditions.pastoralFlag ? [conditions.pastoralFlag] : []
  let matched = 0
  const examples: TDryRunResult['examples'] = []
  for (const row of candidates.rows) {
    if (!test(new CommentReading({ text: row.text, username: row.username, flags }))) continue
    matched++
    if (examples.length < DRY_RUN_EXAMPLES)
      examples.push({
        id: row.id,
        username: row.username,
        text: row.text.slice(0, 300),
        commentedAt: new Date(row.commented_at).toISOString(),
        accountUsername: row.account_username,
      })
  }
  return { days: DRY_RUN_DAYS, scanned, matched, examples }
}
