import type { DbOrTx } from '../../../db/client'
import { commentDeletions } from '../../../db/schema'

export async function recordCommentDeletion(
  db: DbOrTx,
  values: typeof commentDeletions.$inferInsert,
): Promise<void> {
  await db.insert(commentDeletions).values(values)
}
