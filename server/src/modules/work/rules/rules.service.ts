import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  MAX_RULES,
  type TRule,
  type TRuleInput,
  type TRuleList,
  ZRuleInput,
} from '@common/schemas/rules'
import type { Database } from '../../../db/client'
import { labels, organizations, user } from '../../../db/schema'
import { AppError, notFound } from '../../../lib/app-error'
import { uniqueViolation } from '../../../lib/pg-errors'
import { conditionsOf } from './rule-actions'
import {
  deleteAgencyRule,
  insertAgencyRule,
  listAgencyRules,
  type RuleRow,
  setAgencyRuleEnabled,
  setAgencyRulePositions,
  updateAgencyRule,
} from './rules.repository'
import { STARTER_RULES } from './starter-rules'

export function toRule(row: RuleRow): TRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    position: row.position,
    organizationIds: row.organizationIds,
    conditions: conditionsOf(row),
    actions: {
      hide: row.hide,
      markDone: row.markDone,
      labelId: row.labelId,
      assigneeId: row.assigneeId,
      routeToChurch: row.routeToChurch,
    },
    updatedAt: row.updatedAt.toISOString(),
  }
}

const duplicateName = (name: string) =>
  new AppError('RULE_CONFLICT', `A rule named "${name}" already exists. Choose another name.`)

// What the schema cannot see: the label, teammate and churches a rule names must exist.
async function checkReferences(db: Database, input: TRuleInput) {
  const { labelId, assigneeId } = input.actions
  if (labelId) {
    const [label] = await db.select({ id: labels.id }).from(labels).where(eq(labels.id, labelId))
    if (!label) throw new AppError('VALIDATION_FAILED', 'actions.labelId: no such label')
  }
  if (assigneeId) {
    const [teammate] = await db
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, assigneeId), eq(user.role, 'admin'), isNull(user.deactivatedAt)))
    if (!teammate)
      throw new AppError(
        'VALIDATION_FAILED',
        'actions.assigneeId: rules can assign only to an active member of the agency team',
      )
  }
  if (input.organizationIds.length > 0) {
    const found = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(inArray(organizations.id, input.organizationIds))
    if (found.length !== new Set(input.organizationIds).size)
      throw new AppError('VALIDATION_FAILED', 'organizationIds: a chosen church does not exist')
  }
}

export async function getRules(db: Database): Promise<TRuleList> {
  return { items: (await listAgencyRules(db)).map(toRule) }
}

export async function createRule(db: Database, userId: string, input: TRuleInput) {
  await checkReferences(db, input)
  const [{ count }] = (
    await db.execute<{ count: number }>(
      sql`select count(*)::int as count from moderation_rules where church_id is null`,
    )
  ).rows as [{ count: number }]
  if (count >= MAX_RULES)
    throw new AppError(
      'VALIDATION_FAILED',
      `The agency has ${MAX_RULES} rules, the most it can keep`,
    )
  try {
    return toRule(await insertAgencyRule(db, input, userId))
  } catch (error) {
    if (uniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}

export async function editRule(db: Database, id: string, input: TRuleInput) {
  await checkReferences(db, input)
  try {
    const row = await updateAgencyRule(db, id, input)
    if (!row) throw notFound('Rule not found')
    return toRule(row)
  } catch (error) {
    if (uniqueViolation(error)) throw duplicateName(input.name)
    throw error
  }
}

export async function switchRule(db: Database, id: string, enabled: boolean) {
  const row = await setAgencyRuleEnabled(db, id, enabled)
  if (!row) throw notFound('Rule not found')
  return toRule(row)
}

export async function removeRule(db: Database, id: string) {
  if (!(await deleteAgencyRule(db, id))) throw notFound('Rule not found')
  return { ok: true as const }
}

// The new order must name every agency rule once: an order made from a stale list (a rule added
// or deleted meanwhile) is refused rather than half applied.
export async function reorderRules(db: Database, ids: readonly string[]): Promise<TRuleList> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table moderation_rules in share row exclusive mode`)
    const current = await listAgencyRules(tx)
    const known = new Set(current.map((rule) => rule.id))
    if (
      ids.length !== known.size ||
      new Set(ids).size !== ids.length ||
      ids.some((id) => !known.has(id))
    )
      throw new AppError(
        'RULE_CONFLICT',
        'The rules changed since this list was loaded. Reload and order them again.',
      )
    await setAgencyRulePositions(tx, ids)
  })
  return getRules(db)
}

// The starter rules the agency does not have yet (by name), added enabled: the click is the
// admin asking for them, and each can be switched off or edited after.
export async function addStarterRules(db: Database, userId: string): Promise<TRuleList> {
  const existing = new Set((await listAgencyRules(db)).map((rule) => rule.name.toLowerCase()))
  for (const starter of STARTER_RULES) {
    if (existing.has(starter.name.toLowerCase())) continue
    try {
      await insertAgencyRule(db, ZRuleInput.parse(starter), userId)
    } catch (error) {
      // Two admins clicking at once: the other one added it.
      if (!uniqueViolation(error)) throw error
    }
  }
  return getRules(db)
}
