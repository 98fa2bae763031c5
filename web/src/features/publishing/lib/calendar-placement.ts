import type { TPost } from '../api/types'
import {
  addDays,
  addMonths,
  dayKeyIn,
  fetchRange,
  monthGrid,
  moveToDay,
  startOfWeek,
  weekOf,
} from './zoned-time'

export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const
export type CalendarView = (typeof CALENDAR_VIEWS)[number]

// The instant a post is placed by: when it goes out, when it went out, or (a draft without a
// time) not at all.
export const placedAt = (post: Pick<TPost, 'scheduledAt' | 'publishedAt'>) =>
  post.publishedAt ?? post.scheduledAt

// The days a view shows around its anchor day.
export function daysOf(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return weekOf(anchor)
  if (view === 'list') {
    const first = `${anchor.slice(0, 7)}-01`
    const days: string[] = []
    for (let day = first; day.slice(0, 7) === first.slice(0, 7); day = addDays(day, 1))
      days.push(day)
    return days
  }
  return monthGrid(anchor).flat()
}

export function rangeOf(view: CalendarView, anchor: string) {
  const days = daysOf(view, anchor)
  return fetchRange(days[0]!, days.at(-1)!)
}

// The anchor a step back or forward moves to: a week for the week view, a month otherwise.
export function stepAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  return view === 'week' ? addDays(startOfWeek(anchor), step * 7) : addMonths(anchor, step)
}

// Posts by the day they fall on in their own church's time zone, each day in time order; days
// outside `days` are left out (the API was asked for a day more on each side).
export function postsByDay<P extends Pick<TPost, 'scheduledAt' | 'publishedAt' | 'organization'>>(
  posts: P[],
  days: string[],
): Map<string, P[]> {
  const wanted = new Set(days)
  const byDay = new Map<string, P[]>()
  for (const post of posts) {
    const at = placedAt(post)
    if (!at) continue
    const day = dayKeyIn(at, post.organization.timeZone)
    if (!wanted.has(day)) continue
    const list = byDay.get(day) ?? []
    list.push(post)
    byDay.set(day, list)
  }
  for (const list of byDay.values())
    list.sort((a, b) => Date.parse(placedAt(a)!) - Date.parse(placedAt(b)!))
  return byDay
}

// Where a post may still move to another day: not once it is on its way or out.
export const canMove = (post: Pick<TPost, 'state' | 'scheduledAt'>) =>
  Boolean(post.scheduledAt) && ['draft', 'awaiting_approval', 'scheduled'].includes(post.state)

// The new instant of a post dropped on `day`: the same church-local time of day.
export function rescheduledTo(
  post: Pick<TPost, 'scheduledAt' | 'organization'>,
  day: string,
): string | null {
  if (!post.scheduledAt) return null
  return moveToDay(post.scheduledAt, post.organization.timeZone, day).toISOString()
}
