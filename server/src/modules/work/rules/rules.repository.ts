import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { TRuleInput } from '@common/schemas/rules'
import type { DbOrTx } from '../../../db/client'
import { commentLabels, labels, moderationRules, ruleHides, user } from '../../../db/schema'

export type RuleRow = typeof moderationRules.$inferSelect

// A rule's input as its row's columns.
export function ruleColumns(input: TRuleInput) {
  const { conditions: c, actions: a } = input
  return {
    name: input.name,
    enabled: input.enabled,
    organizationIds: input.organizationIds,
    words: c.words,
    hasLink: c.hasLink,
    hasContact: c.hasContact,
    onlyEmoji: c.onlyEmoji,
    usernameMatch: c.username?.match ?? null,
    usernamePattern: c.username?.pattern ?? null,
    pastoralFlag: c.pastoralFlag,
    hide: a.hide,
    markDone: a.markDone,
    labelId: a.labelId,
    assigneeId: a.assigneeId,
    routeToChurch: a.routeToChurch,
  }
}

// The agency's rules in their order (a church's hidden words are not among them).
export async function listAgencyRules(db: DbOrTx) {
  return db
    .select()
    .from(moderationRules)
    .where(isNull(moderationRules.churchId))
    .orderBy(asc(moderationRules.position), asc(moderationRules.id))
}

export async function findAgencyRule(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(moderationRules)
    .where(and(eq(moderationRules.id, id), isNull(moderationRules.churchId)))
  return row ?? null
}

// A new rule goes last.
export async function insertAgencyRule(db: DbOrTx, input: TRuleInput, createdBy: string) {
  const [row] = await db
    .insert(moderationRules)
    .values({
      ...ruleColumns(input),
      createdBy,
      position: sql`coalesce((select max(position) + 1 from moderation_rules where church_id is null), 0)`,
    })
    .returning()
  return row!
}

export async function updateAgencyRule(db: DbOrTx, id: string, input: TRuleInput) {
  const [row] = await db
    .update(moderationRules)
    .set(ruleColumns(input))
    .where(and(eq(moderationRules.id, id), isNull(moderationRules.churchId)))
    .returning()
  return row ?? null
}

export async function setAgencyRuleEnabled(db: DbOrTx, id: string, enabled: boolean) {
  const [row] = await db
    .update(moderationRules)
    .set({ enabled })
    .where(and(eq(moderationRules.id, id), isNull(moderationRules.churchId)))
    .returning()
  return row ?? null
}

export async function deleteAgencyRule(db: DbOrTx, id: string) {
  const rows = await db
    .delete(moderationRules)
    .where(and(eq(moderationRules.id, id), isNull(moderationRules.churchId)))
    .returning({ id: moderationRules.id })
  return rows.length > 0
}

// Positions follow the given order; called in a transaction with every agency rule named.
export async function setAgencyRulePositions(db: DbOrTx, ids: readonly string[]) {
  for (const [position, id] of ids.entries()) {
    await db
      .update(moderationRules)
      .set({ position })
      .where(and(eq(moderationRules.id, id), isNull(moderationRules.churchId)))
  }
}

// The enabled rules that read a comment of this church: the agency's for every church or naming
// it, in their order, then the church's own hidden words.
export async function listRulesForChurch(db: DbOrTx, organizationId: string) {
  return db
    .select()
    .from(moderationRules)
    .where(
      and(
        eq(moderationRules.enabled, true),
        sql`(${moderationRules.churchId} = ${organizationId} or (${moderationRules.churchId} is null and (cardinality(${moderationRules.organizationIds}) = 0 or ${organizationId}::uuid = any(${moderationRules.organizationIds}))))`,
      ),
    )
    .orderBy(
      sql`${moderationRules.churchId} is not null`,
      asc(moderationRules.position),
      asc(moderationRules.id),
    )
}

export async function findChurchWords(db: DbOrTx, organizationId: string) {
  const [row] = await db
    .select({ words: moderationRules.words })
    .from(moderationRules)
    .where(eq(moderationRules.churchId, organizationId))
  return row?.words ?? []
}

// A church's hidden words are one rule of its own; no words, no rule.
export async function replaceChurchWords(
  db: DbOrTx,
  organizationId: string,
  words: readonly string[],
  userId: string,
) {
  if (words.length === 0) {
    await db.delete(moderationRules).where(eq(moderationRules.churchId, organizationId))
    return
  }
  await db
    .insert(moderationRules)
    .values({
      name: 'Hidden words',
      churchId: organizationId,
      organizationIds: [organizationId],
      words: [...words],
      hide: true,
      createdBy: userId,
    })
    .onConflictDoUpdate({
      target: moderationRules.churchId,
      set: { words: [...words], enabled: true },
    })
}

// A rule's hide, queued for the hide-by-rule job: once per comment, whichever rule asks first.
export async function queueRuleHide(
  db: DbOrTx,
  commentId: string,
  rule: Pick<RuleRow, 'id' | 'name'>,
) {
  const [queued] = await db
    .insert(ruleHides)
    .values({ workItemId: commentId, ruleId: rule.id, ruleName: rule.name })
    .onConflictDoNothing()
    .returning({ commentId: ruleHides.workItemId })
  return Boolean(queued)
}

// A rule's label on a comment; the label's name when it was added now, null when the label is
// gone or the comment had it already.
export async function labelByRule(db: DbOrTx, commentId: string, labelId: string) {
  const [label] = await db.select({ name: labels.name }).from(labels).where(eq(labels.id, labelId))
  if (!label) return null
  const added = await db
    .insert(commentLabels)
    .values({ workItemId: commentId, labelId })
    .onConflictDoNothing()
    .returning({ commentId: commentLabels.workItemId })
  return added.length > 0 ? label.name : null
}

// A teammate a rule may assign: still an active member of the agency's team.
export async function findActiveTeammate(db: DbOrTx, userId: string) {
  const [teammate] = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(and(eq(user.id, userId), eq(user.role, 'admin'), isNull(user.deactivatedAt)))
  return teammate ?? null
}
