// Dates and times in a church's own time zone, with the browser's Intl only. A post is stored as
// an instant (UTC); the calendar puts it on the day it falls on where its church is, and moving
// it to another day keeps the church-local time of day (09:00 in Nairobi stays 09:00 there, even
// when the person moving it sits in London, and across a change to or from summer time).

export interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string) {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

export function zonedParts(instant: string | Date, timeZone: string): ZonedParts {
  const date = typeof instant === 'string' ? new Date(instant) : instant
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  }
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

export const toDayKey = (year: number, month: number, day: number) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`

// 'YYYY-MM-DD' of the instant where the church is.
export function dayKeyIn(instant: string | Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone)
  return toDayKey(year, month, day)
}

// 'HH:mm' of the instant where the church is.
export function timeIn(instant: string | Date, timeZone: string): string {
  const { hour, minute } = zonedParts(instant, timeZone)
  return `${pad(hour)}:${pad(minute)}`
}

// How far the zone is ahead of UTC at this instant, in milliseconds.
function offsetAt(epochMs: number, timeZone: string): number {
  const p = zonedParts(new Date(epochMs), timeZone)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return asUtc - Math.floor(epochMs / 1000) * 1000
}

// The instant at which the church's wall clock shows this day and time. A time the clock skips
// (02:30 when summer time starts) is taken as the same length after the jump (03:30); a time it
// shows twice (autumn) is the first of the two.
export function zonedToUtc(dayKey: string, time: string, timeZone: string): Date {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number]
  const [hour = 0, minute = 0, second = 0] = time.split(':').map(Number)
  const wall = Date.UTC(year, month - 1, day, hour, minute, second)
  const first = wall - offsetAt(wall, timeZone)
  const second_ = wall - offsetAt(first, timeZone)
  if (first === second_) {
    // The earlier of two readings of the same wall time, when the clock went back.
    const earlier = first - 3_600_000
    return new Date(wall - offsetAt(earlier, timeZone) === earlier ? earlier : first)
  }
  // The offset changed between the guesses: the wall time is in a gap or right at a change.
  const candidates = [first, second_].filter((at) => at + offsetAt(at, timeZone) === wall)
  if (candidates.length > 0) return new Date(Math.min(...candidates))
  return new Date(wall - Math.min(offsetAt(first, timeZone), offsetAt(second_, timeZone)))
}

// The same church-local time of day on another day: what dragging a post to a day does.
export function moveToDay(instant: string, timeZone: string, dayKey: string): Date {
  const { hour, minute, second } = zonedParts(instant, timeZone)
  return zonedToUtc(dayKey, `${pad(hour)}:${pad(minute)}:${pad(second)}`, timeZone)
}

export function addDays(dayKey: string, days: number): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day + days))
  return toDayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())
}

// 0 = Monday … 6 = Sunday.
export function weekdayIndex(dayKey: string): number {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number]
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7
}

export const startOfWeek = (dayKey: string) => addDays(dayKey, -weekdayIndex(dayKey))

// The seven days of the week holding dayKey, Monday first.
export function weekOf(dayKey: string): string[] {
  const monday = startOfWeek(dayKey)
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index))
}

// Whole weeks, Monday first, covering the month of dayKey.
export function monthGrid(dayKey: string): string[][] {
  const first = `${dayKey.slice(0, 7)}-01`
  const month = first.slice(0, 7)
  const weeks: string[][] = []
  let monday = startOfWeek(first)
  while (weeks.length === 0 || monday.slice(0, 7) === month) {
    weeks.push(weekOf(monday))
    monday = addDays(monday, 7)
  }
  return weeks
}

export function addMonths(dayKey: string, months: number): string {
  const [year, month] = dayKey.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, month - 1 + months, 1))
  return toDayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)
}

// The instants to ask the API for, so that every church's posts on these days arrive whatever
// its zone: a day on each side covers every offset (UTC−12 to UTC+14).
export function fetchRange(firstDay: string, lastDay: string): { from: string; to: string } {
  return {
    from: `${addDays(firstDay, -1)}T00:00:00.000Z`,
    to: `${addDays(lastDay, 2)}T00:00:00.000Z`,
  }
}

export function todayIn(timeZone?: string): string {
  return dayKeyIn(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)
}

// "Europe/London" → "London time" style names for labels; the zone's short name ("GMT+1").
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  return name ? `${timeZone.replace(/_/g, ' ')} (${name})` : timeZone
}

export function formatDayHeading(dayKey: string, style: 'long' | 'short' = 'long'): string {
  const [year, month, day] = dayKey.split('-').map(Number) as [number, number, number]
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: style,
    day: 'numeric',
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, day)))
}

export function formatMonth(dayKey: string): string {
  const [year, month] = dayKey.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, month - 1, 1)))
}

// "Sun 7 Dec, 09:00" where the church is.
export function formatInZone(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant))
}

// "17:58:02" where the church is, for the ledger.
export function clockInZone(instant: string, timeZone: string): string {
  const { hour, minute, second } = zonedParts(instant, timeZone)
  return `${pad(hour)}:${pad(minute)}:${pad(second)}`
}
