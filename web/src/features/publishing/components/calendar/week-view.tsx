import { cx } from '@/lib/class-names'
import type { TPost } from '../../api/types'
import { formatDayHeading, weekOf } from '../../lib/zoned-time'
import { CalendarPostChip, type ChipActions } from './calendar-post-chip'
import { DropDay } from './day-cell'

// Seven columns on a wide screen, seven stacked days on a phone.
export function WeekView({
  anchor,
  today,
  byDay,
  actions,
  onDropPost,
}: {
  anchor: string
  today: string
  byDay: Map<string, TPost[]>
  actions: ChipActions
  onDropPost?: (postId: string, day: string) => void
}) {
  return (
    <div className="grid grid-cols-1 gap-2 md:grid-cols-7">
      {weekOf(anchor).map((day) => {
        const posts = byDay.get(day) ?? []
        return (
          <DropDay
            key={day}
            day={day}
            label={`${formatDayHeading(day)}: ${posts.length === 1 ? '1 post' : `${posts.length} posts`}`}
            onDropPost={onDropPost}
            className="flex min-h-16 min-w-0 flex-col gap-2 rounded-xl border p-2 md:min-h-80"
          >
            <h3
              className={cx(
                'text-sm font-semibold',
                day === today ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              {formatDayHeading(day, 'short')}
              {day === today ? <span className="sr-only"> (today)</span> : null}
            </h3>
            {posts.length === 0 ? (
              <p className="text-xs text-muted-foreground md:sr-only">No posts</p>
            ) : (
              <ul className="space-y-1.5">
                {posts.map((post) => (
                  <li key={post.id}>
                    <CalendarPostChip post={post} actions={actions} detailed />
                  </li>
                ))}
              </ul>
            )}
          </DropDay>
        )
      })}
    </div>
  )
}
