import { z } from 'zod'
import { ZSearch, ZText } from './common'

// The label palette: names of colours the web app draws with text that keeps AA contrast on
// its background (web/src/lib/label-colors.ts). Stored by name, so the look can change.
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const
export const LABEL_NAME_MAX = 40

export const ZLabel = z.object({
  id: z.string(),
  name: z.string(),
  color: z.enum(LABEL_COLORS),
})
export type TLabel = z.infer<typeof ZLabel>

export const ZCreateLabel = z.object({
  name: ZText({ error: 'Label name is required' })
    .trim()
    .min(1, 'Label name must not be blank')
    .max(LABEL_NAME_MAX, `Label name must be at most ${LABEL_NAME_MAX} characters`),
  color: z.enum(LABEL_COLORS, { error: `color must be one of ${LABEL_COLORS.join(', ')}` }),
})
export type TCreateLabel = z.infer<typeof ZCreateLabel>

export const ZLabelQuery = z.object({ search: ZSearch })

export const ZLabelList = z.object({ items: z.array(ZLabel) })
export type TLabelList = z.infer<typeof ZLabelList>
