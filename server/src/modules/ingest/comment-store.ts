import type { DbOrTx } from '../../db/client'
import type { TComment, TReply } from '../../integrations/instagram/schemas'
import { parseInstagramTime } from '../../integrations/instagram/timestamps'
import type { AccountRow } from '../instagram-accounts/accounts.repository'
import type { JobQueue } from '../../lib/jobs'
import {
  classifyComment,
  recordPastoralFlags,
  sendPastoralMail,
} from '../pastoral/pastoral-routing'
import { applyRules } from '../rules/rule-actions'
import { requestRuleHides } from '../../jobs/contracts'
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
  // E-mails to the church's pastoral contacts queued with the comment, to send once committed.
  mailIds: string[]
  // Comments a moderation rule hid, to take to Instagram once committed.
  hideIds: string[]
}

// Every comment Flock stores passes here. A new follower's comment is read by the pastoral
// classifier (a fraction of a millisecond) and the church's moderation rules; its flags, its
// routing to the church and what the rules did are stored with it, in one transaction.
async function storeComment(
  db: DbOrTx,
  values: NewComment,
  carried: readonly InstagramField[],
): Promise<StoredComment> {
  if (values.isOwn)
    return { ...(await upsertComment(db, values, carried)), mailIds: [], hideIds: [] }
  return db.transaction(async (tx) => {
    const stored = await upsertComment(tx, values, carried)
    if (!stored.inserted) return { ...stored, mailIds: [], hideIds: [] }
    const flags = classifyComment(values.text)
    const comment = {
      id: stored.id,
      organizationId: values.organizationId,
      accountId: values.accountId,
      parentId: values.parentId ?? null,
      username: values.username,
      text: values.text,
    }
    const mailIds = flags.length > 0 ? await recordPastoralFlags(tx, comment, flags) : []
    const ruled = await applyRules(tx, comment, flags)
    return {
      ...stored,
      mailIds: [...mailIds, ...ruled.mailIds],
      hideIds: ruled.hideQueued ? [stored.id] : [],
    }
  })
}

// What a stored comment leaves to do once its transaction is committed: the pastoral e-mails and
// the hides rules asked for. Without a job queue at hand, the minutely sweeps do both.
export async function afterStore(
  jobs: JobQueue | undefined,
  stored: { mailIds: readonly string[]; hideIds: readonly string[] },
) {
  await sendPastoralMail(jobs, stored.mailIds)
  await requestRuleHides(jobs, stored.hideIds)
}

// Stores a reply under its top-level comment. A reply the account wrote itself (in the
// Instagram app, or Flock's own coming back) answers that comment.
export async function storeReply(
  db: DbOrTx,
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
  if (!values.isOwn) return storeComment(db, values, carriedBy(reply, carried))
  // The account's own reply and the answer it gives its comment land together: nobody sees the
  // reply stored while the comment still waits for an answer. The comment is locked before the
  // reply is written, in the order delivery takes them (it marks the comment answered, then
  // stores the reply Instagram returned): Flock's reply coming back by webhook while its delivery
  // commits waits its turn instead of deadlocking with it.
  return db.transaction(async (tx) => {
    await lockComment(tx, parent.id)
    const stored = await upsertComment(tx, values, carriedBy(reply, carried))
    await markAnsweredOnInstagram(tx, parent.id, values.text, values.commentedAt)
    return { ...stored, mailIds: [], hideIds: [] }
  })
}

// Stores a top-level comment and the replies expanded with it (their first page: the sync
// follows the rest).
export async function storeCommentThread(
  db: DbOrTx,
  account: AccountRow,
  item: TComment,
  mediaId: string | null,
  carried: readonly InstagramField[] = INSTAGRAM_FIELDS,
) {
  const top = await storeComment(
    db,
    commentValues(account, item, { mediaId, parentId: null, igParentId: null }),
    carriedBy(item, carried),
  )
  let inserted = top.inserted ? 1 : 0
  const mailIds = [...top.mailIds]
  const hideIds = [...top.hideIds]
  for (const reply of item.replies?.data ?? []) {
    const stored = await storeReply(
      db,
      account,
      reply,
      { id: top.id, igCommentId: item.id, mediaId },
      carried,
    )
    if (stored.inserted) inserted += 1
    mailIds.push(...stored.mailIds)
    hideIds.push(...stored.hideIds)
  }
  return { top, inserted, mailIds, hideIds }
}
