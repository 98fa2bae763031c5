import { Clock } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { TMessageWindow } from './message-window'

// Where the conversation stands against Instagram's 24-hour window, on the thread and its card.
export function WindowClock({
  window,
  compact = false,
}: {
  window: TMessageWindow
  compact?: boolean
}) {
  const label = compact && window.state === 'human_agent' ? 'Human agent only' : window.label
  return (
    <span
      data-window-state={window.state}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        window.state === 'open' && 'bg-green-50 text-green-800',
        window.state === 'human_agent' && 'bg-amber-50 text-amber-900',
        window.state === 'closed' && 'bg-muted text-muted-foreground',
      )}
    >
      <Clock className="size-3" aria-hidden />
      {label}
    </span>
  )
}
