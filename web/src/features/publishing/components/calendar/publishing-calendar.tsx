import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useMemo } from 'react'
import { Button } from '@/components/ui/button'
import { cx } from '@/lib/class-names'
import { toast } from '@/lib/toast'
import { useMovePost } from '../../hooks/use-move-post'
import type { CalendarParams } from '../../hooks/use-calendar-params'
import type { TPost } from '../../api/types'
import { CALENDAR_VIEWS, daysOf, postsByDay, stepAnchor } from '../../lib/calendar-placement'
import {
  addDays,
  dayKeyIn,
  formatDayHeading,
  formatMonth,
  todayIn,
  weekOf,
} from '../../lib/zoned-time'
import { StateLegend } from '../post-state'
import { type ChipActions, MOVE_HINT_ID } from './calendar-post-chip'
import { ListView } from './list-view'
import { MonthView } from './month-view'
import { WeekView } from './week-view'

const VIEW_LABELS = { month: 'Month', week: 'Week', list: 'List' } as const

// Month, week or list of posts, each on its church's day; the view and day are in the URL.
export function PublishingCalendar({
  posts,
  params,
  update,
  actions,
  canReschedule,
}: {
  posts: TPost[]
  params: CalendarParams
  update: (change: Partial<CalendarParams>) => void
  actions: Omit<ChipActions, 'onMoveBy'>
  canReschedule: boolean
}) {
  const { view, date } = params
  const days = useMemo(() => daysOf(view, date), [view, date])
  const byDay = useMemo(() => postsByDay(posts, days), [posts, days])
  const unscheduled = posts.filter((post) => !post.scheduledAt && !post.publishedAt)
  const today = todayIn()
  const move = useMovePost()

  const moveTo = (post: TPost, day: string) => {
    if (!post.scheduledAt) return
    if (dayKeyIn(post.scheduledAt, post.organization.timeZone) === day) return
    move.mutate(
      { post, day },
      {
        onSuccess: (label) => toast.success('Post moved', { description: label }),
        onError: (error) => toast.error('Could not move the post', { description: error.message }),
      },
    )
  }
  const chipActions: ChipActions = {
    ...actions,
    onMoveBy: canReschedule
      ? (post, by) =>
          post.scheduledAt &&
          moveTo(post, addDays(dayKeyIn(post.scheduledAt, post.organization.timeZone), by))
      : undefined,
  }
  const onDropPost = canReschedule
    ? (id: string, day: string) => {
        const post = posts.find((candidate) => candidate.id === id)
        if (post) moveTo(post, day)
      }
    : undefined

  const week = weekOf(date)
  const title =
    view === 'week'
      ? `${formatDayHeading(week[0]!, 'short')} – ${formatDayHeading(week[6]!, 'short')}`
      : formatMonth(date)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="View" className="inline-flex rounded-md border p-0.5">
          {CALENDAR_VIEWS.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === view ? 'default' : 'ghost'}
              aria-pressed={option === view}
              onClick={() => update({ view: option })}
              className="h-8"
            >
              {VIEW_LABELS[option]}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-1">
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={view === 'week' ? 'Previous week' : 'Previous month'}
            onClick={() => update({ date: stepAnchor(view, date, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button size="sm" variant="outline" onClick={() => update({ date: today })}>
            Today
          </Button>
          <Button
            size="icon"
            variant="outline"
            className="size-9"
            aria-label={view === 'week' ? 'Next week' : 'Next month'}
            onClick={() => update({ date: stepAnchor(view, date, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <h2 className="text-lg font-semibold" aria-live="polite">
          {title}
        </h2>
      </div>
      <div className={cx(move.isPending && 'opacity-70')} aria-busy={move.isPending}>
        {view === 'month' ? (
          <MonthView
            anchor={date}
            today={today}
            byDay={byDay}
            actions={chipActions}
            onDropPost={onDropPost}
            onShowDay={(day) => update({ view: 'week', date: day })}
          />
        ) : view === 'week' ? (
          <WeekView
            anchor={date}
            today={today}
            byDay={byDay}
            actions={chipActions}
            onDropPost={onDropPost}
          />
        ) : (
          <ListView days={days} byDay={byDay} actions={chipActions} unscheduled={unscheduled} />
        )}
      </div>
      <StateLegend />
      <p id={MOVE_HINT_ID} className="text-xs text-muted-foreground">
        Times are each church's own.
        {canReschedule
          ? ' Drag a post to another day to move it, keeping its time; or focus it and press Alt with an arrow key (a day left or right, a week up or down).'
          : ''}
      </p>
    </div>
  )
}
