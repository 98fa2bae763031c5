import { z } from 'zod'
import { ZText } from './common'
import { REPLY_MAX_LENGTH } from './comment'

export const SAVED_REPLY_TITLE_MAX = 100
export const SAVED_REPLY_LANGUAGE_MAX = 35

// A reply the agency writes once and inserts into any church's reply box, with its variables
// ({church.phone}) filled from that church's details (common/src/reply-variables.ts).
export const ZSavedReplyInput = z.object({
  title: ZText({ error: 'Title is required' })
    .trim()
    .min(1, 'Title must not be blank')
    .max(SAVED_REPLY_TITLE_MAX, `Title must be at most ${SAVED_REPLY_TITLE_MAX} characters`),
  text: ZText({ error: 'Text is required' })
    .trim()
    .min(1, 'Text must not be blank')
    .max(REPLY_MAX_LENGTH, `Text must be at most ${REPLY_MAX_LENGTH} characters`),
  // Free text ("English", "es"), shown beside the title; blank when it does not matter.
  language: ZText()
    .trim()
    .max(
      SAVED_REPLY_LANGUAGE_MAX,
      `Language must be at most ${SAVED_REPLY_LANGUAGE_MAX} characters`,
    )
    .default(''),
  suggestForCrisis: z.boolean({ error: 'suggestForCrisis must be true or false' }).default(false),
})
export type TSavedReplyInput = z.infer<typeof ZSavedReplyInput>
export type TSavedReplyFormValues = z.input<typeof ZSavedReplyInput>

export const ZSavedReply = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  language: z.string(),
  suggestForCrisis: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TSavedReply = z.infer<typeof ZSavedReply>

export const ZSavedReplyQuery = z.object({
  search: ZText().trim().max(100, 'search must be at most 100 characters').optional(),
})

// The agency keeps a short list (tens, not thousands): one answer, ordered by title.
export const ZSavedReplyList = z.object({ items: z.array(ZSavedReply) })
export type TSavedReplyList = z.infer<typeof ZSavedReplyList>

// The values a saved reply's variables take for one comment (common/src/reply-variables.ts).
export const ZReplyVariableValues = z.object({
  church: z.object({
    name: z.string(),
    website: z.string(),
    phone: z.string(),
    address: z.string(),
    contact: z.string(),
    serviceTimes: z.string(),
  }),
  commenter: z.object({ username: z.string() }),
})
export type TReplyVariableValues = z.infer<typeof ZReplyVariableValues>
