import { and, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm'
import type { TConversationQuery } from '@common/schemas/conversation'
import type { DbOrTx } from '../../../db/client'
import { comments, instagramAccounts, media } from '../../../db/schema'
import { containsPattern } from '../../../lib/like-pattern'
import { afterKeyset, type Keyset, timestampKey } from '../../../lib/pagination'
import { accountOfComment, postOfComment } from '../comments/comment-context'

// What a church calls each state: Open waits for an answer, Responded has one, Hidden is hidden
// on Instagram whatever else is true of it.
function stateCondition(state: TConversationQuery['state']): SQL | undefined {
  if (state === 'open')
    return and(eq(comments.hidden, false), inArray(comments.responseStatus, ['pending', 'sending']))
  if (state === 'responded')
    return and(eq(comments.hidden, false), eq(comments.responseStatus, 'responded'))
  if (state === 'hidden') return eq(comments.hidden, true)
  return undefined
}

// The church's follower comments, newest first, on comments_organization_inbox_idx. Reads the
// comments table only: the agency's internal notes live elsewhere and are never joined here.
export async function listConversationsPage(
  db: DbOrTx,
  organizationId: string,
  filter: Pick<TConversationQuery, 'state' | 'search'>,
  page: { after?: Keyset; limit: number },
) {
  const search = filter.search
    ? or(
        ilike(comments.text, containsPattern(filter.search)),
        ilike(comments.username, containsPattern(filter.search)),
      )
    : undefined
  return db
    .select({
      comment: comments,
      commentedAtKey: timestampKey(comments.commentedAt),
      accountUsername: instagramAccounts.username,
      permalink: media.permalink,
    })
    .from(comments)
    .innerJoin(instagramAccounts, accountOfComment)
    .leftJoin(media, postOfComment)
    .where(
      and(
        eq(comments.organizationId, organizationId),
        isNull(comments.parentId),
        eq(comments.isOwn, false),
        stateCondition(filter.state),
        search,
        afterKeyset('desc', [comments.commentedAt, comments.id], page.after),
      ),
    )
    .orderBy(desc(comments.commentedAt), desc(comments.id))
    .limit(page.limit + 1)
}
