import { and, asc, eq, ilike, sql } from 'drizzle-orm'
import type { TLabel } from '@common/schemas/label'
import type { DbOrTx } from '../../../db/client'
import { commentLabels, labels } from '../../../db/schema'
import { containsPattern } from '../../../lib/like-pattern'

const labelColumns = { id: labels.id, name: labels.name, color: labels.color }

// A label picker's choices: by name, a short list (the agency has tens of labels, not thousands).
export async function searchLabels(db: DbOrTx, search: string | undefined, limit: number) {
  return (await db
    .select(labelColumns)
    .from(labels)
    .where(search ? ilike(labels.name, containsPattern(search)) : undefined)
    .orderBy(asc(labels.name), asc(labels.id))
    .limit(limit)) as TLabel[]
}

// Names are unique whatever their case (labels_name_idx on lower(name)): of two people creating
// "Prayer" at once, one inserts it and the other is given the same label.
export async function createOrFindLabel(
  db: DbOrTx,
  input: { name: string; color: TLabel['color']; createdBy: string },
): Promise<{ label: TLabel; created: boolean }> {
  const [inserted] = await db
    .insert(labels)
    .values(input)
    .onConflictDoNothing()
    .returning(labelColumns)
  if (inserted) return { label: inserted as TLabel, created: true }
  const [existing] = await db
    .select(labelColumns)
    .from(labels)
    .where(sql`lower(${labels.name}) = lower(${input.name})`)
    .limit(1)
  return { label: existing as TLabel, created: false }
}

export async function findLabel(db: DbOrTx, labelId: string) {
  const [row] = await db.select(labelColumns).from(labels).where(eq(labels.id, labelId)).limit(1)
  return row as TLabel | undefined
}

// True when the label was not on the comment before.
export async function addCommentLabel(db: DbOrTx, commentId: string, labelId: string) {
  const rows = await db
    .insert(commentLabels)
    .values({ workItemId: commentId, labelId })
    .onConflictDoNothing()
    .returning({ commentId: commentLabels.workItemId })
  return rows.length > 0
}

// True when the label was on the comment.
export async function removeCommentLabel(db: DbOrTx, commentId: string, labelId: string) {
  const rows = await db
    .delete(commentLabels)
    .where(and(eq(commentLabels.workItemId, commentId), eq(commentLabels.labelId, labelId)))
    .returning({ commentId: commentLabels.workItemId })
  return rows.length > 0
}
