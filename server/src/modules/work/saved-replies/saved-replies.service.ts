import type {
  TReplyVariableValues,
  TSavedReply,
  TSavedReplyInput,
  TSavedReplyList,
} from '@common/schemas/saved-reply'
import type { Database } from '../../../db/client'
import { notFound } from '../../../lib/app-error'
import {
  deleteSavedReply,
  findConversationReplyVariableSource,
  findPostChurch,
  findReplyVariableSource,
  insertSavedReply,
  listSavedReplies,
  type SavedReplyRow,
  updateSavedReply,
} from './saved-replies.repository'

function toSavedReply(row: SavedReplyRow): TSavedReply {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    language: row.language,
    suggestForCrisis: row.suggestForCrisis,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export async function getSavedReplies(db: Database, search?: string): Promise<TSavedReplyList> {
  return { items: (await listSavedReplies(db, search)).map(toSavedReply) }
}

export async function createSavedReply(
  db: Database,
  userId: string,
  input: TSavedReplyInput,
): Promise<TSavedReply> {
  return toSavedReply(await insertSavedReply(db, { ...input, createdBy: userId }))
}

export async function editSavedReply(
  db: Database,
  id: string,
  input: TSavedReplyInput,
): Promise<TSavedReply> {
  const row = await updateSavedReply(db, id, input)
  if (!row) throw notFound('Saved reply not found')
  return toSavedReply(row)
}

export async function removeSavedReply(db: Database, id: string) {
  if (!(await deleteSavedReply(db, id))) throw notFound('Saved reply not found')
  return { ok: true as const }
}

// What {church.…} and {commenter.…} are for this comment: its church's details and its writer.
export async function getReplyVariables(
  db: Database,
  commentId: string,
): Promise<TReplyVariableValues> {
  const source = await findReplyVariableSource(db, commentId)
  if (!source) throw notFound('Comment not found')
  return { church: churchValues(source.organization), commenter: { username: source.username } }
}

// In a conversation the follower who wrote in takes the commenter's place: a saved reply reads
// the same whether it answers a comment or a direct message.
export async function getConversationReplyVariables(
  db: Database,
  conversationId: string,
): Promise<TReplyVariableValues> {
  const source = await findConversationReplyVariableSource(db, conversationId)
  if (!source) throw notFound('Conversation not found')
  return { church: churchValues(source.organization), commenter: { username: source.username } }
}

// On a post there is no commenter: {commenter.username} stays flagged for the writer to edit out.
export async function getPostReplyVariables(
  db: Database,
  mediaId: string,
): Promise<TReplyVariableValues> {
  const organization = await findPostChurch(db, mediaId)
  if (!organization) throw notFound('Post not found')
  return { church: churchValues(organization), commenter: { username: '' } }
}

function churchValues(organization: {
  name: string
  website: string
  phone: string
  address: string
  contact: string
  serviceTimes: string
}): TReplyVariableValues['church'] {
  return {
    name: organization.name,
    website: organization.website,
    phone: organization.phone,
    address: organization.address,
    contact: organization.contact,
    serviceTimes: organization.serviceTimes,
  }
}
