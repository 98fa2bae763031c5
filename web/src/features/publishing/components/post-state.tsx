import {
  AlertTriangle,
  CalendarClock,
  CheckCircle2,
  Hourglass,
  Loader2,
  type LucideIcon,
  PauseCircle,
  PencilLine,
  XCircle,
} from 'lucide-react'
import { cx } from '@/lib/class-names'
import { POST_STATES, type TPost, type TPostState } from '../api/types'

// Each state has a colour, an icon and a word, so it reads without colour too.
export const STATE_STYLES: Record<
  TPostState,
  { label: string; icon: LucideIcon; chip: string; dot: string }
> = {
  draft: {
    label: 'Draft',
    icon: PencilLine,
    chip: 'border-slate-300 bg-slate-50 text-slate-800',
    dot: 'bg-slate-400',
  },
  awaiting_approval: {
    label: 'Awaiting approval',
    icon: Hourglass,
    chip: 'border-amber-300 bg-amber-50 text-amber-900',
    dot: 'bg-amber-500',
  },
  scheduled: {
    label: 'Scheduled',
    icon: CalendarClock,
    chip: 'border-blue-300 bg-blue-50 text-blue-900',
    dot: 'bg-blue-500',
  },
  publishing: {
    label: 'Publishing',
    icon: Loader2,
    chip: 'border-violet-300 bg-violet-50 text-violet-900',
    dot: 'bg-violet-500',
  },
  published: {
    label: 'Published',
    icon: CheckCircle2,
    chip: 'border-emerald-300 bg-emerald-50 text-emerald-900',
    dot: 'bg-emerald-500',
  },
  failed: {
    label: 'Failed',
    icon: AlertTriangle,
    chip: 'border-red-300 bg-red-50 text-red-800',
    dot: 'bg-red-500',
  },
}

export const isDeclined = (post: Pick<TPost, 'state' | 'approval'>) =>
  post.state === 'draft' && Boolean(post.approval?.declinedAt)

// The words a person reads for a post's state: "Declined" and "Paused" say more than "Draft".
export function stateLabel(post: Pick<TPost, 'state' | 'approval' | 'paused'>): string {
  if (isDeclined(post)) return 'Declined by the church'
  const label = STATE_STYLES[post.state].label
  return post.paused && post.state === 'scheduled' ? `${label}, paused` : label
}

export function PostStateBadge({
  post,
  className,
}: {
  post: Pick<TPost, 'state' | 'approval' | 'paused'>
  className?: string
}) {
  const style = STATE_STYLES[post.state]
  const declined = isDeclined(post)
  const Icon = declined
    ? XCircle
    : post.paused && post.state === 'scheduled'
      ? PauseCircle
      : style.icon
  return (
    <span
      data-state={post.state}
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        declined ? STATE_STYLES.failed.chip : style.chip,
        className,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden />
      {stateLabel(post)}
    </span>
  )
}

export function StateLegend() {
  return (
    <ul aria-label="Post states" className="flex flex-wrap gap-2 text-xs">
      {POST_STATES.map((state) => {
        const { label, icon: Icon, chip } = STATE_STYLES[state]
        return (
          <li
            key={state}
            className={cx('inline-flex items-center gap-1 rounded-full border px-2 py-0.5', chip)}
          >
            <Icon className="size-3.5" aria-hidden /> {label}
          </li>
        )
      })}
      <li className="inline-flex items-center gap-1 rounded-full border px-2 py-0.5">
        <PauseCircle className="size-3.5" aria-hidden /> Paused
      </li>
    </ul>
  )
}
