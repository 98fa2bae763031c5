import { z } from 'zod'

// Instagram's messaging webhook events (docs/instagram-messaging.md §4.1): one entry of
// `messaging[]` each. Timestamps come as epoch milliseconds (Meta) or ISO strings (some
// fixtures); both are read.

const ZId = z.union([z.string().min(1).max(200), z.number()]).transform(String)
const ZUrl = z.string().max(4000).nullish()
const ZTime = z
  .union([z.number(), z.string().max(64)])
  .transform((value) => {
    const date =
      typeof value === 'number'
        ? new Date(value < 1e12 ? value * 1000 : value)
        : /^\d+$/.test(value)
          ? new Date(Number(value) < 1e12 ? Number(value) * 1000 : Number(value))
          : new Date(value)
    return Number.isNaN(date.getTime()) ? null : date
  })
  .optional()

const ZAttachment = z.object({
  type: z.string().max(50),
  payload: z.object({ url: ZUrl }).partial().nullish(),
})

const ZMessage = z.object({
  mid: z.string().min(1).max(500),
  text: z.string().max(20_000).nullish(),
  attachments: z.array(ZAttachment).max(20).nullish(),
  reply_to: z
    .object({
      mid: z.string().max(500).nullish(),
      story: z.object({ id: ZId.nullish(), url: ZUrl }).nullish(),
    })
    .nullish(),
  is_echo: z.boolean().nullish(),
  is_deleted: z.boolean().nullish(),
  is_unsupported: z.boolean().nullish(),
})

export const ZMessagingEvent = z.object({
  sender: z.object({ id: ZId }),
  recipient: z.object({ id: ZId }),
  timestamp: ZTime,
  message: ZMessage.optional(),
  reaction: z
    .object({
      mid: z.string().min(1).max(500),
      action: z.string().max(20).optional(),
      reaction: z.string().max(50).optional(),
      emoji: z.string().max(20).optional(),
    })
    .optional(),
  read: z.object({ mid: z.string().min(1).max(500) }).optional(),
  postback: z
    .object({
      mid: z.string().max(500).nullish(),
      title: z.string().max(1000).default(''),
      payload: z.string().max(1000).default(''),
    })
    .optional(),
})
export type TMessagingEvent = z.output<typeof ZMessagingEvent>

// `changes: [{field: "mentions", value: {comment_id?, media_id}}]`.
export const ZMentionValue = z.object({
  media_id: ZId,
  comment_id: ZId.optional(),
})
export type TMentionValue = z.output<typeof ZMentionValue>
