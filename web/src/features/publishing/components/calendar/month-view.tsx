import { cx } from '@/lib/class-names'
import type { TPost } from '../../api/types'
import { formatDayHeading, monthGrid } from '../../lib/zoned-time'
import { CalendarPostChip, type ChipActions } from './calendar-post-chip'
import { DropDay } from './day-cell'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const MAX_SHOWN = 4

export function MonthView({
  anchor,
  today,
  byDay,
  actions,
  onDropPost,
  onShowDay,
}: {
  anchor: string
  today: string
  byDay: Map<string, TPost[]>
  actions: ChipActions
  onDropPost?: (postId: string, day: string) => void
  onShowDay: (day: string) => void
}) {
  const month = anchor.slice(0, 7)
  return (
    <div className="overflow-hidden rounded-xl border">
      <div className="grid grid-cols-7 border-b bg-muted/50 text-center text-xs font-medium text-muted-foreground">
        {WEEKDAYS.map((day) => (
          <div key={day} className="py-2" aria-hidden>
            {day}
          </div>
        ))}
      </div>
      {monthGrid(anchor).map((week) => (
        <div key={week[0]} className="grid grid-cols-7 border-b last:border-b-0">
          {week.map((day) => {
            const posts = byDay.get(day) ?? []
            const shown = posts.slice(0, MAX_SHOWN)
            const outside = day.slice(0, 7) !== month
            return (
              <DropDay
                key={day}
                day={day}
                label={`${formatDayHeading(day)}: ${posts.length === 1 ? '1 post' : `${posts.length} posts`}`}
                onDropPost={onDropPost}
                className={cx(
                  'flex min-h-24 min-w-0 flex-col gap-1 border-r p-1 last:border-r-0 sm:min-h-28',
                  outside && 'bg-muted/30 text-muted-foreground',
                )}
              >
                <span
                  className={cx(
                    'self-end px-1 text-xs tabular-nums',
                    day === today &&
                      'rounded-full bg-primary px-1.5 font-semibold text-primary-foreground',
                  )}
                  aria-current={day === today ? 'date' : undefined}
                >
                  {Number(day.slice(8))}
                </span>
                <ul className="space-y-1">
                  {shown.map((post) => (
                    <li key={post.id}>
                      <CalendarPostChip post={post} actions={actions} />
                    </li>
                  ))}
                </ul>
                {posts.length > MAX_SHOWN ? (
                  <button
                    type="button"
                    className="text-left text-xs text-primary underline-offset-2 hover:underline"
                    onClick={() => onShowDay(day)}
                  >
                    {posts.length - MAX_SHOWN} more
                  </button>
                ) : null}
              </DropDay>
            )
          })}
        </div>
      ))}
    </div>
  )
}
