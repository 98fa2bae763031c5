import type { DbOrTx } from '../../../db/client'
import type { TComment, TReply } from '../../../integrations/instagram/schemas'
import { parseInstagramTime } from '../../../integrations/instagram/timestamps'
import type { AccountRow } from '../../instagram/instagram-accounts/accounts.repository'
import { type AfterCommit, type ArrivalStep, runArrival } from './arrival'
import { commentValues } from './comment-mapping'
import {
  INSTAGRAM_FIELDS,
  type InstagramField,
  lockComment,
  markAnsweredOnInstagram,
  type NewComment,
  upsertComment,
} from '../comments/comments.repository'

// A time Instagram did not give in a readable form is not carried: the stored one stays.
function carriedBy(item: TReply | TComment, carried: readonly InstagramField[]) {
  return parseInstagramTime(item.timestamp) ? carried : carried.filter((f) => f !== 'commentedAt')
}

export interface StoredComment {
  id: string
  inserted: boolean
  // What the arrival steps left for after the commit (arrival.ts's afterCommit).
  effects: AfterCommit[]
}

// The account's own comments and replies: they need no arrival steps.
export const NO_ARRIVAL: readonly ArrivalStep[] = []

// Every comment Flock stores passes here. A new follower's comment goes through the arrival
// steps (pastoral care, then moderation rules, as composed in job-definitions.ts): what they
// write is stored with it, in one transaction.
async function storeComment(
  db: DbOrTx,
  arrival: readonly ArrivalStep[],
  values: NewComment,
  carried: readonly InstagramField[],
): Promise<StoredComment> {
  if (values.isOwn) return { ...(await upsertComment(db, values, carried)), effects: [] }
  return db.transaction(async (tx) => {
    const stored = await upsertComment(tx, values, carried)
    if (!stored.inserted) return { ...stored, effects: [] }
    const comment = {
      id: stored.id,
      organizationId: values.organizationId,
      accountId: values.accountId,
      parentId: values.parentId ?? null,
      username: values.username,
      text: values.text,
    }
    return { ...stored, effects: await runArrival(tx, comment, arrival) }
  })
}

// Stores a reply under its top-level comment. A reply the account wrote itself (in the
// Instagram app, or Flock's own coming back) answers that comment.
export async function storeReply(
  db: DbOrTx,
  arrival: readonly ArrivalStep[],
  account: AccountRow,
  reply: TReply,
  parent: { id: string; igCommentId: string; mediaId: string | null },
  carried: readonly InstagramField[] = INSTAGRAM_FIELDS,
): Promise<StoredComment> {
  const values = commentValues(account, reply, {
    mediaId: parent.mediaId,
    parentId: parent.id,
    igParentId: parent.igCommentId,
  })
  if (!values.isOwn) return storeComment(db, arrival, values, carriedBy(reply, carried))
  // The account's own reply and the answer it gives its comment land together: nobody sees the
  // reply stored while the comment still waits for an answer. The comment is locked before the
  // reply is written, in the order delivery takes them (it marks the comment answered, then
  // stores the reply Instagram returned): Flock's reply coming back by webhook while its delivery
  // commits waits its turn instead of deadlocking with it.
  return db.transaction(async (tx) => {
    await lockComment(tx, parent.id)
    const stored = await upsertComment(tx, values, carriedBy(reply, carried))
    await markAnsweredOnInstagram(tx, parent.id, values.text, values.commentedAt)
    return { ...stored, effects: [] }
  })
}

// Stores a top-level comment and the replies expanded with it (their first page: the sync
// follows the rest).
export async function storeCommentThread(
  db: DbOrTx,
  arrival: readonly ArrivalStep[],
  account: AccountRow,
  item: TComment,
  mediaId: string | null,
  carried: readonly InstagramField[] = INSTAGRAM_FIELDS,
  // A live comment (decision 077), as its webhook field says.
  live = false,
) {
  const top = await storeComment(
    db,
    arrival,
    commentValues(account, item, { mediaId, parentId: null, igParentId: null, live }),
    carriedBy(item, carried),
  )
  let inserted = top.inserted ? 1 : 0
  const effects = [...top.effects]
  for (const reply of item.replies?.data ?? []) {
    const stored = await storeReply(
      db,
      arrival,
      account,
      reply,
      { id: top.id, igCommentId: item.id, mediaId },
      carried,
    )
    if (stored.inserted) inserted += 1
    effects.push(...stored.effects)
  }
  return { top, inserted, effects }
}
