import { z } from 'zod'
import { ZText } from './common'
import { PASTORAL_FLAGS } from './pastoral'

export const RULE_NAME_MAX = 80
export const RULE_WORDS_MAX = 200
export const RULE_WORD_MAX_LENGTH = 100
export const RULE_PATTERN_MAX_LENGTH = 60
export const MAX_RULES = 100
export const MAX_RULE_CHURCHES = 200
// How far back the dry run looks, and how many of its matches it shows.
export const DRY_RUN_DAYS = 30
export const DRY_RUN_EXAMPLES = 5
// How a commenter's username is matched: a glob (`*` any run, `?` one character) or a plain
// part of the name. Never a regular expression: a user's regex could take the server down.
export const USERNAME_MATCHES = ['glob', 'contains'] as const

// A word that folds to nothing (only punctuation, spaces, `*`, `.*`) would match every comment.
const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u

const ZRuleWord = ZText({ error: 'Each word must be text' })
  .trim()
  .max(
    RULE_WORD_MAX_LENGTH,
    `Each word or phrase must be at most ${RULE_WORD_MAX_LENGTH} characters`,
  )
  .refine((word) => HAS_WORD_CHARACTER.test(word), {
    error: (issue) =>
      `"${String(issue.input)}" has no letter or digit, so it would match every comment: write a word or phrase`,
  })

export const ZRuleWords = z
  .array(ZRuleWord, { error: 'words must be a list of words or phrases' })
  .min(1, 'The word list is empty: add at least one word or phrase, or turn the condition off')
  .max(RULE_WORDS_MAX, `At most ${RULE_WORDS_MAX} words or phrases`)

export const ZUsernameCondition = z.object({
  match: z.enum(USERNAME_MATCHES, { error: 'username.match must be glob or contains' }),
  pattern: ZText({ error: 'username.pattern must be text' })
    .trim()
    .max(
      RULE_PATTERN_MAX_LENGTH,
      `The username pattern must be at most ${RULE_PATTERN_MAX_LENGTH} characters`,
    )
    .refine((pattern) => HAS_WORD_CHARACTER.test(pattern), {
      error:
        'The username pattern needs at least one letter or digit: "*" or ".*" would match every commenter',
    }),
})

// Every condition set must hold (AND). null or false: the condition is not used.
export const ZRuleConditions = z
  .object({
    words: ZRuleWords.nullable().default(null),
    hasLink: z.boolean({ error: 'hasLink must be true or false' }).default(false),
    hasContact: z.boolean({ error: 'hasContact must be true or false' }).default(false),
    onlyEmoji: z.boolean({ error: 'onlyEmoji must be true or false' }).default(false),
    username: ZUsernameCondition.nullable().default(null),
    pastoralFlag: z
      .enum(PASTORAL_FLAGS, { error: `pastoralFlag must be one of ${PASTORAL_FLAGS.join(', ')}` })
      .nullable()
      .default(null),
  })
  .refine(
    (c) => c.words || c.hasLink || c.hasContact || c.onlyEmoji || c.username || c.pastoralFlag,
    { error: 'A rule needs at least one condition, or it would act on every comment' },
  )
export type TRuleConditions = z.infer<typeof ZRuleConditions>
export type TRuleConditionsInput = z.input<typeof ZRuleConditions>

export const ZRuleActions = z
  .object({
    hide: z.boolean({ error: 'hide must be true or false' }).default(false),
    markDone: z.boolean({ error: 'markDone must be true or false' }).default(false),
    labelId: z.uuid({ error: 'labelId must be a label id' }).nullable().default(null),
    assigneeId: z.string().min(1).max(100).nullable().default(null),
    routeToChurch: z.boolean({ error: 'routeToChurch must be true or false' }).default(false),
  })
  .refine((a) => a.hide || a.markDone || a.labelId || a.assigneeId || a.routeToChurch, {
    error: 'A rule needs at least one action',
  })
export type TRuleActions = z.infer<typeof ZRuleActions>

export const ZRuleInput = z.object({
  name: ZText({ error: 'Name is required' })
    .trim()
    .min(1, 'Name must not be blank')
    .max(RULE_NAME_MAX, `Name must be at most ${RULE_NAME_MAX} characters`),
  enabled: z.boolean({ error: 'enabled must be true or false' }).default(true),
  // Empty: every church, including those added later.
  organizationIds: z
    .array(z.uuid({ error: 'organizationIds must be church ids' }))
    .max(MAX_RULE_CHURCHES, `At most ${MAX_RULE_CHURCHES} churches`)
    .default([]),
  conditions: ZRuleConditions,
  actions: ZRuleActions,
})
export type TRuleInput = z.infer<typeof ZRuleInput>
export type TRuleFormValues = z.input<typeof ZRuleInput>

export const ZRule = z.object({
  id: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  position: z.number(),
  organizationIds: z.array(z.string()),
  conditions: z.object({
    words: z.array(z.string()).nullable(),
    hasLink: z.boolean(),
    hasContact: z.boolean(),
    onlyEmoji: z.boolean(),
    username: z.object({ match: z.enum(USERNAME_MATCHES), pattern: z.string() }).nullable(),
    pastoralFlag: z.enum(PASTORAL_FLAGS).nullable(),
  }),
  actions: z.object({
    hide: z.boolean(),
    markDone: z.boolean(),
    labelId: z.string().nullable(),
    assigneeId: z.string().nullable(),
    routeToChurch: z.boolean(),
  }),
  updatedAt: z.string(),
})
export type TRule = z.infer<typeof ZRule>

export const ZRuleList = z.object({ items: z.array(ZRule) })
export type TRuleList = z.infer<typeof ZRuleList>

export const ZRuleEnabled = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
})

export const ZRuleOrder = z.object({
  ids: z
    .array(z.uuid({ error: 'ids must be rule ids' }))
    .min(1, 'ids must name the rules in their new order')
    .max(MAX_RULES, `At most ${MAX_RULES} rules`),
})

export const ZDryRunInput = ZRuleInput.pick({ organizationIds: true, conditions: true })
export type TDryRunInput = z.input<typeof ZDryRunInput>

export const ZDryRunResult = z.object({
  days: z.number(),
  // Follower comments of those days the rule reads (its churches').
  scanned: z.number(),
  // Exact, or for a broad rule estimated from the newest comments of the period.
  matched: z.number(),
  // The sample a broad rule's count is estimated from: its size and the rule's matches in it.
  estimatedFrom: z.object({ sampled: z.number(), matched: z.number() }).nullable(),
  examples: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      text: z.string(),
      commentedAt: z.string(),
      accountUsername: z.string(),
    }),
  ),
})
export type TDryRunResult = z.infer<typeof ZDryRunResult>

// A church's own hidden words: comments on its own accounts that contain one are hidden.
export const ZHiddenWords = z.object({
  words: z.array(z.string()),
})
export type THiddenWords = z.infer<typeof ZHiddenWords>

export const ZHiddenWordsInput = z.object({
  words: z
    .array(ZRuleWord, { error: 'words must be a list of words or phrases' })
    .max(RULE_WORDS_MAX, `At most ${RULE_WORDS_MAX} words or phrases`),
})

export const RULE_HIDE_STATES = ['queued', 'done', 'failed'] as const
