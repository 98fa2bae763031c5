import { z } from 'zod'
import { cleanStrings } from '@common/clean-text'

const ZId = z.union([z.string(), z.number()]).transform(String)

export const ZCommentValue = z.object({
  id: ZId,
  text: z.string().default(''),
  from: z
    .object({
      id: ZId.optional(),
      username: z.string().optional(),
      self_ig_scoped_id: ZId.optional(),
    })
    .optional(),
  media: z.object({ id: ZId, media_product_type: z.string().optional() }).optional(),
  parent_id: ZId.optional(),
})
export type TCommentValue = z.output<typeof ZCommentValue>

const ZChange = z.object({ field: z.string(), value: z.unknown() })

// Meta's pages disagree: most put changes[] on each entry, one puts field/value on the entry itself.
const ZEntry = z
  .object({
    id: ZId,
    time: z.number().optional(),
    changes: z.array(ZChange).optional(),
    field: z.string().optional(),
    value: z.unknown().optional(),
    // Direct-message events (messages, reactions, seen, postbacks) come as messaging[], each
    // read on its own later (messaging-payload.ts) so that one bad event skips only itself.
    messaging: z.array(z.unknown()).max(1000).optional(),
  })
  .transform((entry) => ({
    id: entry.id,
    time: entry.time,
    changes: entry.changes ?? (entry.field ? [{ field: entry.field, value: entry.value }] : []),
    messaging: entry.messaging ?? [],
  }))

// Every string is cleaned of NUL and lone surrogates first (clean-text.ts): the payload is queued
// as jsonb, which refuses both, and one such comment would otherwise fail its whole batch.
export const ZWebhookPayload = z.preprocess(
  cleanStrings,
  z.object({
    object: z.string(),
    entry: z.array(ZEntry).max(1000),
  }),
)
export type TWebhookPayload = z.output<typeof ZWebhookPayload>
