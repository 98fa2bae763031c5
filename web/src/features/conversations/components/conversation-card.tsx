import { ExternalLink } from 'lucide-react'
import type { TConversation } from '@common/schemas/conversation'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'
import { RelativeTime } from '@/components/ui/relative-time'

const STATES = {
  open: { label: 'Open', variant: 'warning' },
  responded: { label: 'Responded', variant: 'success' },
  hidden: { label: 'Hidden', variant: 'outline' },
} as const

// One follower comment and what was said back, read-only.
export function ConversationCard({ conversation }: { conversation: TConversation }) {
  const state = STATES[conversation.state]
  return (
    <Card>
      <CardContent className="space-y-2 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">@{conversation.username}</span>
          <span className="text-sm text-muted-foreground">
            on @{conversation.accountUsername} · <RelativeTime iso={conversation.commentedAt} />
          </span>
          <Badge variant={state.variant}>{state.label}</Badge>
        </div>
        <p className="whitespace-pre-line break-words">{conversation.text}</p>
        {conversation.replies.length > 0 ? (
          <ul className="space-y-2 border-l-2 pl-3" aria-label="Replies">
            {conversation.replies.map((reply) => (
              <li key={reply.id} className="text-sm">
                <span className="font-medium">
                  @{reply.username}
                  {reply.isOwn ? ' (your account)' : ''}
                </span>{' '}
                <span className="text-muted-foreground">
                  <RelativeTime iso={reply.commentedAt} />
                </span>
                <p className="whitespace-pre-line break-words">{reply.text}</p>
              </li>
            ))}
          </ul>
        ) : null}
        {conversation.permalink ? (
          <a
            href={conversation.permalink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden /> See the post on Instagram
          </a>
        ) : null}
      </CardContent>
    </Card>
  )
}
