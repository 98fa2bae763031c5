import { type SQL, sql } from 'drizzle-orm'
import { comments } from '../../db/schema'

// How many of the newest inbox comments a short search reads.
export const SHORT_SEARCH_WINDOW = 20_000

// The trigram index (comments_text_trgm_idx) finds a term by its runs of three letters or
// digits. A term without one ("ok", "🙏", "?!") gives it nothing to look up, so PostgreSQL would
// read every comment ever received: at a million comments, most of a second per request.
export function isShortSearch(term: string): boolean {
  return !/[\p{L}\p{N}]{3}/u.test(term)
}

// Keeps a short search to the newest SHORT_SEARCH_WINDOW comments of the same inbox (all
// accounts or one), found by walking the inbox index from the top: a bounded read whatever the
// size of the inbox. `>= all` of an empty boundary (a smaller inbox) keeps every comment.
export function withinNewestInbox(accountId: string | undefined): SQL {
  const sameAccount = accountId ? sql`and newest.account_id = ${accountId}` : sql``
  return sql`(${comments.commentedAt}, ${comments.id}) >= all (
    select newest.commented_at, newest.id from ${comments} newest
    where newest.parent_id is null and not newest.is_own ${sameAccount}
    order by newest.commented_at desc, newest.id desc
    offset ${SHORT_SEARCH_WINDOW - 1} limit 1)`
}
