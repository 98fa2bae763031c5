import { z } from 'zod'

// A church's business hours: the hours of each weekday (0 = Sunday) in the church's own time
// zone. A slot that closes at or before it opens runs past midnight into the next day
// (22:00–02:00), and 00:00–00:00 is the whole day.
const ZClock = z
  .string({ error: 'must be a time such as 09:00' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 09:00')

export const ZBusinessHoursSlot = z.object({
  weekday: z
    .number({ error: 'weekday must be 0 (Sunday) to 6 (Saturday)' })
    .int('weekday must be 0 (Sunday) to 6 (Saturday)')
    .min(0, 'weekday must be 0 (Sunday) to 6 (Saturday)')
    .max(6, 'weekday must be 0 (Sunday) to 6 (Saturday)'),
  opens: ZClock,
  closes: ZClock,
})
export type TBusinessHoursSlot = z.infer<typeof ZBusinessHoursSlot>

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
const WEEK = 7 * 24 * 60

// A slot as minutes of the week [start, end); end may pass the week's end (Saturday night).
export function slotMinutes(slot: TBusinessHoursSlot): [number, number] {
  const start = slot.weekday * 1440 + minutes(slot.opens)
  const length = (minutes(slot.closes) - minutes(slot.opens) + 1440) % 1440 || 1440
  return [start, start + length]
}

// Two slots overlap, the week being a circle (Saturday 22:00–02:00 reaches Sunday morning).
function overlaps(a: TBusinessHoursSlot, b: TBusinessHoursSlot) {
  const [as, ae] = slotMinutes(a)
  const [bs, be] = slotMinutes(b)
  return [-WEEK, 0, WEEK].some((shift) => as < be + shift && bs + shift < ae)
}

export const ZBusinessHoursUpdate = z.object({
  // null: no business hours, every hour counts.
  hours: z
    .object({
      timeZone: z
        .string({ error: 'Time zone must be an IANA name such as Europe/London' })
        .max(64, 'Time zone must be an IANA name such as Europe/London')
        .refine(isTimeZone, 'Time zone must be an IANA name such as Europe/London'),
      slots: z
        .array(ZBusinessHoursSlot)
        .min(1, 'Add at least one day, or turn business hours off')
        .max(21, 'At most 21 slots a week')
        .refine(
          (slots) => slots.every((a, i) => slots.slice(i + 1).every((b) => !overlaps(a, b))),
          'Two slots overlap; join them into one',
        ),
    })
    .nullable(),
})
export type TBusinessHoursUpdate = z.infer<typeof ZBusinessHoursUpdate>

export const ZBusinessHours = z.object({
  hours: z.object({ timeZone: z.string(), slots: z.array(ZBusinessHoursSlot) }).nullable(),
})
export type TBusinessHours = z.infer<typeof ZBusinessHours>

export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}
