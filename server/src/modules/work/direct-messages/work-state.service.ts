import { and, eq, sql } from 'drizzle-orm'
import type { TCommentNote } from '@common/schemas/comment-detail'
import type { TLabel } from '@common/schemas/label'
import type { TWorkItemState } from '@common/schemas/direct-messages'
import type { Actor } from '../../../auth/policy'
import type { Database, DbOrTx } from '../../../db/client'
import {
  commentLabels,
  commentReads,
  labels,
  mentions,
  organizations,
  pastoralContacts,
  user,
} from '../../../db/schema'
import { AppError, notFound } from '../../../lib/app-error'
import { recordCommentActivity } from '../comments/comment-activity.repository'
import { publishCommentChange } from '../comments/comment-events'
import { insertCommentNote, listCommentNotes } from '../comment-notes/comment-notes.repository'
import {
  findWorkItem,
  markWorkItemDone,
  namesOf,
  reopenWorkItem,
  setWorkItemAssignee,
  type WorkItemRow,
} from '../work-items/work-items.repository'

// Done, reopen, assignee, labels and notes of a conversation or a mention (decision 072): the
// agency's team's work, written to the work item, recorded in its activity, announced after
// commit. A comment's id is not found here (its state is the comments module's).

const itemNotFound = () => notFound('Not found')

async function toState(db: DbOrTx, row: WorkItemRow): Promise<TWorkItemState> {
  const names = await namesOf(db, [row.assigneeId, row.doneBy])
  return {
    id: row.id,
    kind: row.kind,
    responseStatus: row.responseStatus ?? 'pending',
    done: row.doneAt
      ? {
          by: (row.doneBy && names.get(row.doneBy)) || 'A former teammate',
          at: row.doneAt.toISOString(),
        }
      : null,
    assignee: row.assigneeId ? { id: row.assigneeId, name: names.get(row.assigneeId) ?? '' } : null,
  }
}

const thread = (row: WorkItemRow) => ({
  organizationId: row.organizationId,
  accountId: row.accountId,
  commentId: row.id,
})

export async function setDone(db: Database, actor: Actor, id: string, done: boolean) {
  return db.transaction(async (tx) => {
    const item = await findWorkItem(tx, id)
    if (!item) throw itemNotFound()
    const changed = done
      ? await markWorkItemDone(tx, id, actor.userId)
      : await reopenWorkItem(tx, id)
    if (!changed)
      throw new AppError(
        'COMMENT_STATE_CHANGED',
        done ? 'This is already done.' : 'Only a done conversation or mention can be reopened.',
      )
    await recordCommentActivity(tx, [
      {
        commentId: id,
        organizationId: item.organizationId,
        actorId: actor.userId,
        kind: done ? 'done' : 'reopened',
        detail: {},
      },
    ])
    await publishCommentChange(tx, thread(changed), done ? 'done' : 'reopened')
    return toState(tx, changed)
  })
}

export async function setAssignee(
  db: Database,
  actor: Actor,
  id: string,
  assigneeId: string | null,
) {
  return db.transaction(async (tx) => {
    const item = await findWorkItem(tx, id)
    if (!item) throw itemNotFound()
    let name: string | null = null
    if (assigneeId) {
      const [teammate] = await tx
        .select({
          id: user.id,
          name: user.name,
          role: user.role,
          deactivatedAt: user.deactivatedAt,
        })
        .from(user)
        .where(eq(user.id, assigneeId))
      if (!teammate || teammate.role !== 'admin' || teammate.deactivatedAt)
        throw new AppError('VALIDATION_FAILED', 'assigneeId: not an active member of the team')
      name = teammate.name
    }
    const changed = await setWorkItemAssignee(tx, id, assigneeId)
    if (!changed) throw itemNotFound()
    await recordCommentActivity(tx, [
      {
        commentId: id,
        organizationId: item.organizationId,
        actorId: actor.userId,
        kind: assigneeId ? 'assigned' : 'unassigned',
        detail: assigneeId ? { assigneeId, assigneeName: name ?? '' } : {},
      },
    ])
    await publishCommentChange(tx, thread(changed), 'assigned')
    return toState(tx, changed)
  })
}

export async function setLabel(
  db: Database,
  actor: Actor,
  id: string,
  labelId: string,
  on: boolean,
): Promise<TLabel> {
  return db.transaction(async (tx) => {
    const item = await findWorkItem(tx, id)
    if (!item) throw itemNotFound()
    const [label] = await tx.select().from(labels).where(eq(labels.id, labelId))
    if (!label) throw notFound('Label not found')
    const changed = on
      ? await tx
          .insert(commentLabels)
          .values({ workItemId: id, labelId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(commentLabels)
          .where(and(eq(commentLabels.workItemId, id), eq(commentLabels.labelId, labelId)))
          .returning()
    if (changed.length > 0)
      await recordCommentActivity(tx, [
        {
          commentId: id,
          organizationId: item.organizationId,
          actorId: actor.userId,
          kind: on ? 'labelled' : 'unlabelled',
          detail: { label: label.name },
        },
      ])
    return { id: label.id, name: label.name, color: label.color as TLabel['color'] }
  })
}

export async function getNotes(db: Database, id: string) {
  if (!(await findWorkItem(db, id))) throw itemNotFound()
  return { items: await listCommentNotes(db, id) }
}

export async function addNote(
  db: Database,
  actor: Actor,
  id: string,
  text: string,
): Promise<TCommentNote> {
  return db.transaction(async (tx) => {
    const item = await findWorkItem(tx, id)
    if (!item) throw itemNotFound()
    const row = await insertCommentNote(tx, {
      commentId: id,
      organizationId: item.organizationId,
      authorId: actor.userId,
      text,
    })
    await recordCommentActivity(tx, [
      {
        commentId: id,
        organizationId: item.organizationId,
        actorId: actor.userId,
        kind: 'noted',
        detail: {},
      },
    ])
    return {
      id: row.id,
      authorName: actor.name,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

// The church's DM privacy setting.
export async function getPrivacy(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ readers: organizations.dmReaders })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  return { readers: row?.readers ?? 'owner' }
}

export async function setPrivacy(
  db: DbOrTx,
  organizationId: string,
  readers: 'owner' | 'pastoral_contacts' | 'all_members',
) {
  await db
    .update(organizations)
    .set({ dmReaders: readers })
    .where(eq(organizations.id, organizationId))
  return { readers }
}

export async function isPastoralContact(db: DbOrTx, organizationId: string, userId: string) {
  const [row] = await db
    .select({ userId: pastoralContacts.userId })
    .from(pastoralContacts)
    .where(
      and(eq(pastoralContacts.organizationId, organizationId), eq(pastoralContacts.userId, userId)),
    )
  return Boolean(row)
}

export async function findMentionItem(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mentions).where(eq(mentions.id, id))
  return row ?? null
}

// Read or unread for the signed-in teammate: unread again when the follower writes after it.
export async function setRead(db: Database, actor: Actor, id: string, read: boolean) {
  const item = await findWorkItem(db, id)
  if (!item) throw itemNotFound()
  if (read)
    await db
      .insert(commentReads)
      .values({ userId: actor.userId, workItemId: id })
      .onConflictDoUpdate({
        target: [commentReads.userId, commentReads.workItemId],
        set: { readAt: sql`now()` },
      })
  else
    await db
      .delete(commentReads)
      .where(and(eq(commentReads.userId, actor.userId), eq(commentReads.workItemId, id)))
  return toState(db, item)
}
