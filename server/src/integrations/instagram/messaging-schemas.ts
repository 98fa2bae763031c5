import { z } from 'zod'

// Answers of the Messaging API, the Conversations API and the mention lookups
// (docs/instagram-messaging.md §4.2, §5).

const ZId = z.union([z.string(), z.number()]).transform(String)

export const ZReactionSent = z.object({ recipient_id: ZId.optional() })

const ZParty = z.object({ id: ZId, username: z.string().optional() })

// A message as the Conversations API lists it.
export const ZThreadMessage = z.object({
  id: z.string(),
  created_time: z.string().optional(),
  from: ZParty.optional(),
  to: z.object({ data: z.array(ZParty) }).optional(),
  message: z.string().optional(),
  attachments: z
    .object({
      data: z.array(
        z.object({
          image_data: z.object({ url: z.string().optional() }).optional(),
          video_data: z.object({ url: z.string().optional() }).optional(),
          file_url: z.string().optional(),
        }),
      ),
    })
    .optional(),
  story: z
    .object({
      reply_to: z.object({ link: z.string().optional(), id: ZId.optional() }).optional(),
      mention: z.object({ link: z.string().optional(), id: ZId.optional() }).optional(),
    })
    .optional(),
  is_unsupported: z.boolean().optional(),
})
export type TThreadMessage = z.output<typeof ZThreadMessage>

const ZPaging = z
  .object({
    cursors: z.object({ after: z.string().optional() }).optional(),
    next: z.string().optional(),
  })
  .optional()

export const ZThread = z.object({
  id: z.string(),
  updated_time: z.string().optional(),
  participants: z.object({ data: z.array(ZParty) }).optional(),
  messages: z.object({ data: z.array(ZThreadMessage), paging: ZPaging }).optional(),
})
export type TThread = z.output<typeof ZThread>

export const ZThreadPage = z.object({ data: z.array(ZThread), paging: ZPaging })

export const MESSAGE_FIELDS =
  'id,created_time,from,to,message,attachments{image_data{url},video_data{url},file_url},story,is_unsupported'

export const ZMentionedComment = z.object({
  mentioned_comment: z.object({
    id: ZId.optional(),
    text: z.string().optional(),
    timestamp: z.string().optional(),
    username: z.string().optional(),
    from: ZParty.optional(),
    media: z
      .object({ id: ZId, media_url: z.string().optional(), permalink: z.string().optional() })
      .optional(),
  }),
})

export const ZMentionedMedia = z.object({
  mentioned_media: z.object({
    id: ZId.optional(),
    caption: z.string().optional(),
    media_url: z.string().optional(),
    timestamp: z.string().optional(),
    username: z.string().optional(),
    permalink: z.string().optional(),
  }),
})

// The account's answers to a mention, as Flock looks for one whose answer was lost (decision
// 075): replies under a mentioning comment, comments under a mentioning caption.
const ZMentionAnswers = z
  .object({
    data: z.array(
      z.object({
        id: ZId,
        text: z.string().optional(),
        timestamp: z.string().optional(),
        username: z.string().optional(),
        from: ZParty.optional(),
      }),
    ),
  })
  .optional()
export const ZMentionedCommentAnswers = z.object({
  mentioned_comment: z.object({ replies: ZMentionAnswers }),
})
export const ZMentionedMediaAnswers = z.object({
  mentioned_media: z.object({ comments: ZMentionAnswers }),
})
