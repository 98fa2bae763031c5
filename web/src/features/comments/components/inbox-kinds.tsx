import { AtSign, Inbox, Mail, MessageSquare } from 'lucide-react'
import type { TInboxCounts, TInboxView } from '@common/schemas/comment'
import type { TInboxKind, TInboxKindCounts } from '@common/schemas/direct-messages'
import { cn } from '@/lib/utils'

export const INBOX_KIND_OPTIONS: { value: TInboxKind; label: string; icon: typeof Inbox }[] = [
  { value: 'comments', label: 'Comments', icon: MessageSquare },
  { value: 'messages', label: 'Messages', icon: Mail },
  { value: 'mentions', label: 'Mentions', icon: AtSign },
  { value: 'all', label: 'All', icon: Inbox },
]

export type TCountsWithKinds = TInboxCounts & { kinds?: TInboxKindCounts }
export type TViewCounts = Partial<Record<TInboxView, number>> & { capped: number | null }

// The views' counts for one kind: comments as they always were, conversations and mentions from
// the counts' `kinds`, and All adding the three (only comments have a Hidden view).
export function viewCounts(counts: TCountsWithKinds, kind: TInboxKind): TViewCounts | undefined {
  if (kind === 'comments') return counts
  const kinds = counts.kinds
  if (!kinds) return undefined
  if (kind === 'messages') return { ...kinds.messages, capped: counts.capped }
  if (kind === 'mentions') return { ...kinds.mentions, capped: counts.capped }
  const views = ['open', 'mine', 'done', 'responded', 'all'] as const
  return Object.fromEntries([
    ...views.map((view) => [view, counts[view] + kinds.messages[view] + kinds.mentions[view]]),
    ['capped', counts.capped],
  ]) as TViewCounts
}

// What the inbox holds: comments, direct-message conversations, mentions, or everything. A
// group of toggle buttons above the views; the choice lives in the address (?kind=).
export function InboxKinds({
  kind,
  view,
  onKind,
  counts,
}: {
  kind: TInboxKind
  view: TInboxView
  onKind: (kind: TInboxKind) => void
  counts: TCountsWithKinds | undefined
}) {
  return (
    <div role="group" aria-label="Show" className="flex flex-wrap gap-1 rounded-lg bg-muted p-0.5">
      {INBOX_KIND_OPTIONS.map((option) => {
        const count = counts ? viewCounts(counts, option.value)?.[view] : undefined
        const Icon = option.icon
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={kind === option.value}
            data-kind={option.value}
            onClick={() => onKind(option.value)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              kind === option.value && 'bg-background text-foreground shadow-sm',
            )}
          >
            <Icon className="size-4 shrink-0" aria-hidden />
            {option.label}
            {count !== undefined ? (
              <span className="text-xs tabular-nums text-muted-foreground">
                ({count.toLocaleString('en')})
              </span>
            ) : null}
          </button>
        )
      })}
    </div>
  )
}
