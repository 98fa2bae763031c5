import type { KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { PauseCircle, XCircle } from 'lucide-react'
import { cx } from '@/lib/class-names'
import type { TPost } from '../../api/types'
import { canMove, placedAt } from '../../lib/calendar-placement'
import { timeIn } from '../../lib/zoned-time'
import { isDeclined, STATE_STYLES, stateLabel } from '../post-state'

export const DRAG_TYPE = 'application/x-flock-post'
export const MOVE_HINT_ID = 'calendar-move-hint'

export interface ChipActions {
  // Where a post opens (the composer for the agency); without it, onOpen is called.
  hrefFor?: (post: TPost) => string
  onOpen?: (post: TPost) => void
  // Moving a post by days (drag, or Alt+arrow keys); undefined when the person may not.
  onMoveBy?: (post: TPost, days: number) => void
}

const KEY_DAYS: Record<string, number> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
}

// One post on the calendar: its church-local time, account and state (icon and word, not
// colour alone). Draggable to another day; Alt+arrows move it by keyboard.
export function CalendarPostChip({
  post,
  actions,
  detailed = false,
}: {
  post: TPost
  actions: ChipActions
  detailed?: boolean
}) {
  const style = STATE_STYLES[post.state]
  const declined = isDeclined(post)
  const paused = post.paused && post.state === 'scheduled'
  const Icon = declined ? XCircle : paused ? PauseCircle : style.icon
  const at = placedAt(post)
  const time = at ? timeIn(at, post.organization.timeZone) : ''
  const movable = Boolean(actions.onMoveBy) && canMove(post)
  const label = `${time} ${post.organization.name}, @${post.account.username}, ${stateLabel(post)}${post.caption ? `: ${post.caption.slice(0, 60)}` : ''}`
  const className = cx(
    'flex w-full min-w-0 items-center gap-1 overflow-hidden rounded border px-1 py-0.5 text-left text-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    // A phone's month cell is a finger wide: the icon above the time.
    !detailed && 'flex-col text-[10px] sm:flex-row sm:text-xs',
    declined ? STATE_STYLES.failed.chip : style.chip,
    movable && 'cursor-grab',
  )
  const dragProps = movable
    ? {
        draggable: true,
        onDragStart: (event: React.DragEvent) => {
          event.dataTransfer.setData(DRAG_TYPE, post.id)
          event.dataTransfer.setData('text/plain', post.id)
          event.dataTransfer.effectAllowed = 'move'
        },
        onKeyDown: (event: KeyboardEvent) => {
          const days = KEY_DAYS[event.key]
          if (!event.altKey || days === undefined) return
          event.preventDefault()
          actions.onMoveBy?.(post, days)
        },
        'aria-keyshortcuts': 'Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown',
        'aria-describedby': MOVE_HINT_ID,
      }
    : {}
  const body = (
    <>
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {detailed && post.items[0] ? (
        <img
          src={post.items[0].thumbnailUrl}
          alt=""
          className="size-8 shrink-0 rounded object-cover"
          loading="lazy"
        />
      ) : null}
      <span className="min-w-0 flex-1">
        <span className="font-semibold tabular-nums">{time}</span>{' '}
        <span className={cx('truncate', detailed ? 'block' : 'hidden sm:inline')}>
          {detailed ? post.organization.name : `@${post.account.username}`}
        </span>
        {detailed ? (
          <span className="block truncate text-[11px] opacity-80">@{post.account.username}</span>
        ) : null}
      </span>
    </>
  )
  if (actions.hrefFor) {
    return (
      <Link
        to={actions.hrefFor(post)}
        className={className}
        aria-label={label}
        title={label}
        data-post={post.id}
        {...dragProps}
      >
        {body}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      data-post={post.id}
      onClick={() => actions.onOpen?.(post)}
      {...dragProps}
    >
      {body}
    </button>
  )
}
