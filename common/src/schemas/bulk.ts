import { z } from 'zod'
import { ZInboxQuery } from './comment'

// One request changes many comments at once: picked one by one, or every comment the inbox's
// current filter matches ("Select all N matching"), resolved on the server.
export const BULK_MAX_IDS = 5_000

// What Flock changes on its own, in one transaction, and what Instagram must do for each comment
// (a job working through them at Instagram's pace).
export const FLOCK_BULK_ACTIONS = ['done', 'reopen', 'assign', 'label', 'unlabel'] as const
export const INSTAGRAM_BULK_ACTIONS = ['hide', 'unhide', 'delete'] as const
export const BULK_ACTIONS = [...FLOCK_BULK_ACTIONS, ...INSTAGRAM_BULK_ACTIONS] as const
export type TBulkActionType = (typeof BULK_ACTIONS)[number]
export type TInstagramBulkAction = (typeof INSTAGRAM_BULK_ACTIONS)[number]

export const BULK_JOB_STATES = ['running', 'finished'] as const
export const BULK_ITEM_STATES = ['queued', 'done', 'failed'] as const

// The inbox list's own filter fields, so a selection by filter matches what the list shows.
export const ZBulkFilter = ZInboxQuery.omit({ cursor: true, limit: true })
export type TBulkFilter = z.infer<typeof ZBulkFilter>

// Exactly one of the two: an object rather than a union, so each field's own message reaches
// the person (a union only says that neither shape matched).
export const ZBulkSelection = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Every selected comment must be a comment id' }))
      .min(1, 'Select at least one comment')
      .max(BULK_MAX_IDS, `At most ${BULK_MAX_IDS} comments at once`)
      .optional(),
    filter: ZBulkFilter.optional(),
  })
  .strict()
  .refine((selection) => (selection.ids === undefined) !== (selection.filter === undefined), {
    message: 'Select comments either by ids or by filter',
  })
export type TBulkSelection = z.infer<typeof ZBulkSelection>

export const ZBulkAction = z
  .object({
    type: z.enum(BULK_ACTIONS, { error: 'Unknown bulk action' }),
    // assign: the teammate, or null to unassign.
    assigneeId: z.string().min(1).max(100).nullable().optional(),
    // label and unlabel: which label.
    labelId: z.uuid({ error: 'labelId must be a label id' }).optional(),
  })
  .superRefine((action, ctx) => {
    if (action.type === 'assign' && action.assigneeId === undefined)
      ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: 'Choose a teammate or null' })
    if ((action.type === 'label' || action.type === 'unlabel') && !action.labelId)
      ctx.addIssue({ code: 'custom', path: ['labelId'], message: 'Choose a label' })
  })
export type TBulkAction = z.infer<typeof ZBulkAction>

export const ZBulkRequest = z.object({ selection: ZBulkSelection, action: ZBulkAction })
export type TBulkRequest = z.infer<typeof ZBulkRequest>

// A Flock-side action's answer: how many comments it changed, and how many it left as they were
// (already done, a reply on its way, hidden, not a follower's top-level comment, not found).
export const ZBulkApplied = z.object({
  kind: z.literal('applied'),
  action: z.enum(FLOCK_BULK_ACTIONS),
  changed: z.number().int(),
  skipped: z.number().int(),
})
export type TBulkApplied = z.infer<typeof ZBulkApplied>

// An Instagram-side action's progress and result ("18 hidden, 2 failed: …").
export const ZBulkJob = z.object({
  kind: z.literal('job'),
  id: z.string(),
  action: z.enum(INSTAGRAM_BULK_ACTIONS),
  state: z.enum(BULK_JOB_STATES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  // The failures' reasons, most common first, each with how many comments it stopped.
  failures: z.array(z.object({ error: z.string(), count: z.number().int() })),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type TBulkJob = z.infer<typeof ZBulkJob>

export const ZBulkResult = z.discriminatedUnion('kind', [ZBulkApplied, ZBulkJob])
export type TBulkResult = z.infer<typeof ZBulkResult>
