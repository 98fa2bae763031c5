import { z } from 'zod'

// Ids are numeric strings that can exceed 2^53; numbers are turned into strings before parsing
// (see http.ts), and either form is accepted here.
const ZId = z.union([z.string(), z.number()]).transform(String)

// Observed flat shape and the documented { data: [...] } shape of the code exchange.
const ZCodeExchangeRow = z.object({
  access_token: z.string().min(1),
  user_id: ZId,
  permissions: z.union([z.array(z.string()), z.string().transform((s) => s.split(','))]).optional(),
})
export const ZCodeExchange = z.union([
  ZCodeExchangeRow,
  z.object({ data: z.array(ZCodeExchangeRow).min(1) }).transform((body) => body.data[0]!),
])
export type TCodeExchange = z.output<typeof ZCodeExchangeRow>

export const ZLongLivedToken = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
})
export type TLongLivedToken = z.infer<typeof ZLongLivedToken>

// Instagram's addresses end up in an <img src> or an <a href>: only an absolute http(s) address is
// kept, anything else (javascript:, data:, a relative path) is dropped as if it had not been sent.
function isWebAddress(value: string): boolean {
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
const ZWebAddress = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && isWebAddress(value) ? value : undefined))

const ZProfileFields = z.object({
  id: ZId,
  user_id: ZId,
  username: z.string().min(1),
  name: z.string().optional(),
  account_type: z.string().optional(),
  profile_picture_url: ZWebAddress,
  followers_count: z.number().int().nonnegative().optional(),
  follows_count: z.number().int().nonnegative().optional(),
  media_count: z.number().int().nonnegative().optional(),
})
// Documented with a data wrapper; observed flat. Accept both.
export const ZProfile = z.union([
  ZProfileFields,
  z.object({ data: z.array(ZProfileFields).min(1) }).transform((body) => body.data[0]!),
])
export type TProfile = z.output<typeof ZProfileFields>

export const PROFILE_FIELDS =
  'id,user_id,username,name,account_type,profile_picture_url,followers_count,follows_count,media_count'

export const ZGraphErrorEnvelope = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    is_transient: z.boolean().optional(),
  }),
})

export const ZOAuthFormError = z.object({
  error_type: z.string().optional(),
  code: z.number().optional(),
  error_message: z.string(),
})

export const ZPaging = z
  .object({
    cursors: z.object({ before: z.string().optional(), after: z.string().optional() }).optional(),
    next: z.string().optional(),
    previous: z.string().optional(),
  })
  .optional()

export const ZMedia = z.object({
  id: ZId,
  caption: z.string().optional(),
  media_type: z.string().optional(),
  media_url: ZWebAddress,
  thumbnail_url: ZWebAddress,
  permalink: ZWebAddress,
  timestamp: z.string().optional(),
  like_count: z.number().int().optional(),
  comments_count: z.number().int().optional(),
})
export type TMedia = z.output<typeof ZMedia>

export const ZMediaPage = z.object({ data: z.array(ZMedia), paging: ZPaging })

export const MEDIA_FIELDS =
  'id,caption,media_type,media_url,thumbnail_url,permalink,timestamp,like_count,comments_count'

const ZCommentFields = {
  id: ZId,
  text: z.string().default(''),
  timestamp: z.string(),
  username: z.string().optional(),
  from: z.object({ id: ZId.optional(), username: z.string().optional() }).optional(),
  like_count: z.number().int().optional(),
  hidden: z.boolean().optional(),
  parent_id: ZId.optional(),
  media: z.object({ id: ZId }).optional(),
}

export const ZReply = z.object(ZCommentFields)
export type TReply = z.output<typeof ZReply>

export const ZComment = z.object({
  ...ZCommentFields,
  // Absent when a comment has no replies.
  replies: z.object({ data: z.array(ZReply), paging: ZPaging }).optional(),
})
export type TComment = z.output<typeof ZComment>

export const ZCommentPage = z.object({ data: z.array(ZComment), paging: ZPaging })
export const ZReplyPage = z.object({ data: z.array(ZReply), paging: ZPaging })
export const ZCreated = z.object({ id: ZId })

// GET /{container-id}?fields=id,status_code,status (content publishing, decision 071).
export const CONTAINER_STATUSES = [
  'IN_PROGRESS',
  'FINISHED',
  'ERROR',
  'EXPIRED',
  'PUBLISHED',
] as const
export const ZContainerStatus = z.object({
  id: ZId.optional(),
  status_code: z.string(),
  status: z.string().optional(),
})
export type TContainerStatus = z.output<typeof ZContainerStatus>

export const ZPublishingLimitAnswer = z.object({
  data: z.array(
    z.object({
      quota_usage: z.number().int().optional(),
      config: z.object({ quota_total: z.number().int().optional() }).optional(),
    }),
  ),
})

export const PUBLISHED_MEDIA_FIELDS = 'id,caption,media_type,media_product_type,permalink,timestamp'
export const ZPublishedMediaPage = z.object({
  data: z.array(
    z.object({
      id: ZId,
      caption: z.string().optional(),
      media_type: z.string().optional(),
      media_product_type: z.string().optional(),
      permalink: z.string().optional(),
      timestamp: z.string().optional(),
    }),
  ),
})
export const ZSuccess = z.object({ success: z.literal(true) })
// The answer to a private reply (POST /{ig-user-id}/messages).
export const ZMessageSent = z.object({ recipient_id: ZId.optional(), message_id: z.string() })

const REPLY_FIELDS = 'id,text,timestamp,username,from{id,username},like_count,hidden,parent_id'
export { REPLY_FIELDS }
export const COMMENT_FIELDS = `${REPLY_FIELDS},media{id},replies{${REPLY_FIELDS}}`

// GET /{media-id}/insights: one entry per metric asked, each with its lifetime value. An empty
// data set means the numbers are not there yet (Instagram's delay of up to 48 hours).
export const ZMediaInsights = z.object({
  data: z.array(
    z.object({
      name: z.string(),
      values: z.array(z.object({ value: z.number() })).optional(),
      total_value: z.object({ value: z.number() }).optional(),
    }),
  ),
})
