// How many of the newest comments a short search reads.
export const SHORT_SEARCH_WINDOW = 10_000

// The trigram index (comments_text_trgm_idx) finds a term by its runs of three letters or
// digits. A term without one ("ok", "🙏", "?!") gives it nothing to look up, so PostgreSQL would
// read every comment ever received: at a million comments, most of a second per request.
// Such a search reads only the newest SHORT_SEARCH_WINDOW comments (inboxShortSearchSince),
// and the inbox says so.
export function isShortSearch(term: string): boolean {
  return !/[\p{L}\p{N}]{3}/u.test(term)
}
