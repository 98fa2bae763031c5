import { Check, Lock, MessageCircle, Pencil, X } from 'lucide-react'
import type { TApprovalDecision } from '@common/schemas/reply-approval'
import { Badge } from '@/components/ui/badge'
import { RelativeTime } from '@/components/ui/relative-time'

const DECISIONS = {
  approved: { label: 'Approved', icon: Check, variant: 'success' },
  edited: { label: 'Edited and approved', icon: Pencil, variant: 'success' },
  declined: { label: 'Declined', icon: X, variant: 'destructive' },
} as const

const KIND_LABELS = {
  reply: 'Reply',
  private_reply: 'Private message',
  direct_message: 'Direct message',
} as const

// Where an approved reply is now, in the church's words.
const DELIVERY: Partial<Record<string, string>> = {
  queued: 'On its way to Instagram',
  sending: 'On its way to Instagram',
  sent: 'Posted on Instagram',
  failed: 'Not posted yet: the agency is retrying it',
  // Approved, then failed on Instagram, and the agency gave up on it. (A reply the agency
  // withdraws before the church decides never reaches this history: decision 053.)
  discarded: 'Not posted: it failed on Instagram and the agency gave up on it',
}

// One decision the church took: what, by whom and when, the reply as decided (and the agency's
// own text when it was edited), the reason of a decline, and the comment it answered.
export function ApprovalDecisionItem({ item }: { item: TApprovalDecision }) {
  const decision = DECISIONS[item.decision]
  const Icon = decision.icon
  const delivery =
    item.decision === 'declined'
      ? null
      : item.kind === 'direct_message' && item.status === 'sent'
        ? 'Sent on Instagram'
        : DELIVERY[item.status]
  return (
    <article
      className="space-y-2 rounded-lg border p-4"
      aria-label={`${decision.label}: ${item.kind === 'direct_message' ? 'message' : 'reply'} to @${item.comment.username}`}
      data-decision={item.decision}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Badge variant={decision.variant} className="gap-1">
          <Icon className="size-3.5" aria-hidden /> {decision.label}
        </Badge>
        <span className="text-muted-foreground">
          {item.reviewerName ? `by ${item.reviewerName} · ` : ''}
          <RelativeTime iso={item.reviewedAt} />
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        To <span className="font-medium text-foreground">@{item.comment.username}</span> on @
        {item.comment.accountUsername}: “<span className="break-words">{item.comment.text}</span>”
      </p>
      <div className="rounded-md border-l-4 border-primary/60 bg-muted/40 p-3 text-sm">
        <p className="flex items-center gap-1.5 font-medium">
          {item.kind === 'private_reply' ? <Lock className="size-4" aria-hidden /> : null}
          {item.kind === 'direct_message' ? <MessageCircle className="size-4" aria-hidden /> : null}
          {KIND_LABELS[item.kind]}
          {item.writtenBy ? (
            <span className="font-normal text-muted-foreground">written by {item.writtenBy}</span>
          ) : null}
        </p>
        <p className="mt-1 whitespace-pre-line break-words">{item.message}</p>
        {item.originalMessage !== null ? (
          <p className="mt-2 whitespace-pre-line break-words text-muted-foreground">
            <span className="font-medium">The agency wrote:</span> {item.originalMessage}
          </p>
        ) : null}
      </div>
      {item.reason ? (
        <p className="break-words text-sm">
          <span className="font-medium">Reason given to the agency:</span> {item.reason}
        </p>
      ) : null}
      {delivery ? <p className="text-sm text-muted-foreground">{delivery}</p> : null}
    </article>
  )
}
