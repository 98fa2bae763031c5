import { CalendarX } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '@/components/ui/empty-state'
import type { TPost } from '../../api/types'
import { placedAt } from '../../lib/calendar-placement'
import { formatDayHeading, timeIn, zoneLabel } from '../../lib/zoned-time'
import { PostStateBadge } from '../post-state'
import type { ChipActions } from './calendar-post-chip'

// The month's posts day by day, with their caption: the view that reads best on a phone and to
// a screen reader.
export function ListView({
  days,
  byDay,
  actions,
  unscheduled = [],
}: {
  days: string[]
  byDay: Map<string, TPost[]>
  actions: ChipActions
  unscheduled?: TPost[]
}) {
  const withPosts = days.filter((day) => (byDay.get(day)?.length ?? 0) > 0)
  if (withPosts.length === 0 && unscheduled.length === 0) {
    return (
      <EmptyState
        icon={CalendarX}
        headingLevel="h2"
        title="No posts this month"
        description="Posts appear here on their day, in their church's time zone."
      />
    )
  }
  return (
    <div className="space-y-6">
      {withPosts.map((day) => (
        <section key={day} aria-labelledby={`day-${day}`} data-day={day} className="space-y-2">
          <h2 id={`day-${day}`} className="text-base font-semibold">
            {formatDayHeading(day)}
          </h2>
          <ul className="divide-y rounded-xl border">
            {byDay.get(day)!.map((post) => (
              <ListRow key={post.id} post={post} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
      {unscheduled.length > 0 ? (
        <section aria-labelledby="day-none" className="space-y-2">
          <h2 id="day-none" className="text-base font-semibold">
            Drafts without a date
          </h2>
          <ul className="divide-y rounded-xl border">
            {unscheduled.map((post) => (
              <ListRow key={post.id} post={post} actions={actions} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function ListRow({ post, actions }: { post: TPost; actions: ChipActions }) {
  const at = placedAt(post)
  const zone = post.organization.timeZone
  const title = (
    <>
      <span className="font-semibold tabular-nums">{at ? timeIn(at, zone) : 'No time yet'}</span>
      <span className="text-muted-foreground"> {at ? zoneLabel(zone, new Date(at)) : ''}</span>
    </>
  )
  return (
    <li data-post={post.id} className="flex gap-3 p-3">
      {post.items[0] ? (
        <img
          src={post.items[0].thumbnailUrl}
          alt={post.items[0].altText ?? ''}
          className="size-14 shrink-0 rounded-md object-cover"
          loading="lazy"
        />
      ) : (
        <div className="size-14 shrink-0 rounded-md bg-muted" aria-hidden />
      )}
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {actions.hrefFor ? (
            <Link to={actions.hrefFor(post)} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            <button
              type="button"
              className="text-left underline-offset-4 hover:underline"
              onClick={() => actions.onOpen?.(post)}
            >
              {title}
            </button>
          )}
          <PostStateBadge post={post} />
        </p>
        <p className="text-muted-foreground">
          {post.organization.name} · @{post.account.username} · {KIND_LABELS[post.kind]}
        </p>
        {post.caption ? <p className="line-clamp-2 break-words">{post.caption}</p> : null}
        {post.failure ? <p className="text-red-800">{post.failure.message}</p> : null}
      </div>
    </li>
  )
}

export const KIND_LABELS: Record<TPost['kind'], string> = {
  image: 'Single image',
  carousel: 'Carousel',
  reel: 'Reel',
  story: 'Story',
}
