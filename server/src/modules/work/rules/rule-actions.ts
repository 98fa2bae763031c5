import type { TPastoralFlag } from '@common/schemas/pastoral'
import type { TRuleConditions } from '@common/schemas/rules'
import type { DbOrTx } from '../../../db/client'
import {
  type CommentActivityEntry,
  recordCommentActivity,
} from '../comments/comment-activity.repository'
import { assignIfUnassigned, markDoneByRule } from '../comments/comments.repository'
import { assignWorkItemIfUnassigned, markWorkItemDone } from '../work-items/work-items.repository'
import { routeToChurch } from '../pastoral/pastoral-routing'
import { CommentReading, compileConditions } from './rule-matcher'
import {
  findActiveTeammate,
  labelByRule,
  listRulesForChurch,
  queueRuleHide,
  type RuleRow,
} from './rules.repository'

export function conditionsOf(row: RuleRow): TRuleConditions {
  return {
    words: row.words,
    hasLink: row.hasLink,
    hasContact: row.hasContact,
    onlyEmoji: row.onlyEmoji,
    username:
      row.usernameMatch && row.usernamePattern
        ? { match: row.usernameMatch, pattern: row.usernamePattern }
        : null,
    pastoralFlag: row.pastoralFlag,
  }
}

export interface RuledComment {
  id: string
  organizationId: string
  accountId: string
  parentId: string | null
  username: string
  text: string
  kind?: 'comment' | 'conversation' | 'mention'
}

export interface RulesOutcome {
  // The comment's hide, queued for the hide-by-rule job to take to Instagram after the commit.
  hideQueued: boolean
  // E-mails to pastoral contacts queued by a "route to church" action.
  mailIds: string[]
}

const NOTHING: RulesOutcome = { hideQueued: false, mailIds: [] }

// Runs the church's enabled rules on a comment Flock has just stored, in the transaction that
// stores it: the database actions land with the comment, each recorded in its activity; a hide
// is queued for Instagram. Several matching rules each add what the others did not already do.
export async function applyRules(
  tx: DbOrTx,
  comment: RuledComment,
  flags: readonly TPastoralFlag[],
): Promise<RulesOutcome> {
  const rules = await listRulesForChurch(tx, comment.organizationId)
  if (rules.length === 0) return NOTHING
  const reading = new CommentReading({ text: comment.text, username: comment.username, flags })
  const matched = rules.filter((rule) => compileConditions(conditionsOf(rule))(reading))
  if (matched.length === 0) return NOTHING
  const outcome: RulesOutcome = { hideQueued: false, mailIds: [] }
  const activity: CommentActivityEntry[] = []
  const record = (rule: RuleRow, kind: CommentActivityEntry['kind'], detail = {}) =>
    activity.push({
      commentId: comment.id,
      organizationId: comment.organizationId,
      actorId: null,
      kind,
      detail: { ...detail, rule: rule.name },
    })
  // Done and assignment belong to the inbox's top-level comments; replies are hidden, labelled
  // and routed only.
  const topLevel = comment.parentId === null
  // A direct message or a mention cannot be hidden on Instagram; its work state is its item's.
  const isComment = (comment.kind ?? 'comment') === 'comment'
  const markDone = (id: string) =>
    isComment ? markDoneByRule(tx, id) : markWorkItemDone(tx, id, null).then(Boolean)
  for (const rule of matched) {
    if (rule.hide && isComment && !outcome.hideQueued) {
      outcome.hideQueued = await queueRuleHide(tx, comment.id, rule)
    }
    if (rule.markDone && topLevel && (await markDone(comment.id))) record(rule, 'done')
    if (rule.labelId) {
      const label = await labelByRule(tx, comment.id, rule.labelId)
      if (label) record(rule, 'labelled', { label })
    }
    if (rule.assigneeId && topLevel) {
      const assignee = await assignByRule(tx, comment.id, rule.assigneeId, isComment)
      if (assignee)
        record(rule, 'assigned', { assigneeId: assignee.id, assigneeName: assignee.name })
    }
    if (rule.routeToChurch) {
      const mailIds = await routeToChurch(tx, comment, flags)
      if (mailIds) {
        outcome.mailIds.push(...mailIds)
        record(rule, 'routed')
      }
    }
  }
  await recordCommentActivity(tx, activity)
  return outcome
}

// The first matching rule's teammate, if still an active member of the team; never over a
// teammate already assigned.
async function assignByRule(tx: DbOrTx, commentId: string, assigneeId: string, isComment: boolean) {
  const teammate = await findActiveTeammate(tx, assigneeId)
  if (!teammate) return null
  const assigned = isComment
    ? await assignIfUnassigned(tx, commentId, teammate.id)
    : await assignWorkItemIfUnassigned(tx, commentId, teammate.id)
  return assigned ? teammate : null
}
