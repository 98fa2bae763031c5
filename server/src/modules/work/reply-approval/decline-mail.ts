import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../../db/client'
import { instagramAccounts, organizations, user } from '../../../db/schema'
import { queueMail } from '../../operations/mail/mail.service'
import type { OutgoingRow } from '../outgoing/outgoing.repository'

// Records, in the decline's transaction, the e-mail to the agency teammate who wrote the reply;
// null when nobody is to be told (the writer's account is gone, or they are not on the team).
export async function queueDeclineMail(
  tx: DbOrTx,
  reply: OutgoingRow,
  comment: { id: string; username: string; conversation?: boolean } | null,
  decider: { name: string },
  reason: string,
): Promise<string | null> {
  if (!reply.createdBy || !comment) return null
  const [row] = await tx
    .select({
      email: user.email,
      role: user.role,
      deactivatedAt: user.deactivatedAt,
      organizationName: organizations.name,
      accountUsername: instagramAccounts.username,
    })
    .from(user)
    .innerJoin(organizations, eq(organizations.id, reply.organizationId))
    .innerJoin(instagramAccounts, eq(instagramAccounts.id, reply.accountId))
    .where(eq(user.id, reply.createdBy))
    .limit(1)
  if (!row || row.role !== 'admin' || row.deactivatedAt) return null
  return queueMail(tx, {
    to: row.email,
    template: 'reply-declined',
    data: {
      organizationName: row.organizationName,
      accountUsername: row.accountUsername,
      commenterUsername: comment.username,
      reply: reply.message,
      reason,
      declinedBy: decider.name,
      commentId: comment.id,
      ...(comment.conversation ? { conversationId: comment.id } : {}),
    },
  })
}
