import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Simulator } from '../../simulator/src/index'
import type { Database } from '../src/db/client'
import { directConversations, directMessages } from '../src/db/schema'
import { churchWithComments, simControl } from './instagram'

// Test helpers for direct messages (decision 072): a connected church account whose webhooks
// reach the app, followers writing to it through the simulator, and what Flock stored.

export interface SimMessage {
  mid: string
  conversation_id: string
  sender: { id: string }
  recipient: { id: string }
  webhook: { status: string; delivery_id?: string; duplicate_id?: string }
}

export async function churchWithAccount(app: FastifyInstance, sim: Simulator) {
  return churchWithComments(app, sim, [])
}

export function followerWrites(
  sim: Simulator,
  body: { account_id: string; username: string } & Record<string, unknown>,
) {
  return simControl(sim, 'messages', body) as Promise<SimMessage>
}

export async function conversationOf(db: Database, accountId: string, username: string) {
  const rows = await db
    .select()
    .from(directConversations)
    .where(eq(directConversations.accountId, accountId))
  return rows.find((row) => row.username === username) ?? null
}

export async function messagesOf(db: Database, conversationId: string) {
  return db
    .select()
    .from(directMessages)
    .where(eq(directMessages.conversationId, conversationId))
    .orderBy(directMessages.sentAt, directMessages.id)
}
