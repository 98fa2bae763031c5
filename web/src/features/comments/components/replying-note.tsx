import { PenLine } from 'lucide-react'
import { replyingText, useReplying } from '../api/presence'

// "Sam is replying…": another teammate has this comment's reply box open.
export function ReplyingNote({ commentId }: { commentId: string }) {
  const text = replyingText(useReplying(commentId))
  if (!text) return null
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-amber-900">
      <PenLine className="size-4" aria-hidden />
      {text}
    </p>
  )
}
