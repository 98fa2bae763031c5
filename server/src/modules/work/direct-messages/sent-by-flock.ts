import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { outgoingMessages } from '../../../db/schema'

// The message Flock sent that Instagram answered with this id (a direct message or a private
// reply), so that its echo is shown as Flock's, by its writer, and never twice.
export async function findFlockSend(db: DbOrTx, igMessageId: string) {
  const [row] = await db
    .select({ id: outgoingMessages.id, createdBy: outgoingMessages.createdBy })
    .from(outgoingMessages)
    .where(
      and(
        eq(outgoingMessages.igCommentId, igMessageId),
        inArray(outgoingMessages.kind, ['direct_message', 'private_reply']),
      ),
    )
    .limit(1)
  return row ?? null
}
