import { Mail, PanelRight } from 'lucide-react'
import { Link } from 'react-router'
import type { TInboxConversation } from '@common/schemas/direct-messages'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { RelativeTime } from '@/components/ui/relative-time'
import { AssigneeChip } from '../components/comment-work-actions'
import { LabelChips } from '../components/label-chips'
import { messageWindow } from './message-window'
import { useNow } from './use-now'
import { WindowClock } from './window-clock'

// A direct-message conversation in the inbox's list: the follower, the church, the last message
// and how long the church may still answer.
export function ConversationCard({
  conversation,
  openHref,
}: {
  conversation: TInboxConversation
  openHref: string
}) {
  const now = useNow(60_000)
  const sendWindow = messageWindow(conversation, now)
  const last = conversation.lastMessage
  return (
    <Card>
      <CardContent className="flex gap-4 p-4 sm:p-5">
        <Mail className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {conversation.unread ? (
              <>
                <span className="size-2 shrink-0 rounded-full bg-blue-600" aria-hidden />
                <span className="sr-only">Unread conversation</span>
              </>
            ) : null}
            <span className={conversation.unread ? 'font-bold' : 'font-semibold'}>
              @{conversation.username}
            </span>
            {last ? (
              <span className="text-sm text-muted-foreground">
                <RelativeTime iso={last.at} />
              </span>
            ) : null}
            <Badge variant="outline">Message</Badge>
            {conversation.done ? <Badge variant="secondary">Done</Badge> : null}
            {conversation.unanswered > 0 && !conversation.done ? (
              <Badge variant="secondary">
                {conversation.unanswered === 1
                  ? '1 unanswered'
                  : `${conversation.unanswered} unanswered`}
              </Badge>
            ) : null}
            <AssigneeChip comment={conversation} />
            {conversation.pastoral ? (
              <PastoralFlagBadges flags={conversation.pastoral.flags} />
            ) : null}
          </div>
          <p className="line-clamp-3 whitespace-pre-line break-words">
            {last ? (
              <>
                {last.direction === 'outbound' ? (
                  <span className="text-muted-foreground">You: </span>
                ) : null}
                {last.text ?? <span className="italic text-muted-foreground">Attachment</span>}
              </>
            ) : (
              <span className="italic text-muted-foreground">No messages yet</span>
            )}
          </p>
          <LabelChips labels={conversation.labels} />
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>
              To @{conversation.account.username} · {conversation.organization.name}
            </span>
            <WindowClock window={sendWindow} compact />
          </p>
          <div>
            <Button asChild size="sm" variant="outline">
              <Link to={openHref} data-action="open">
                <PanelRight aria-hidden /> Open conversation
                <span className="sr-only"> with @{conversation.username}</span>
              </Link>
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
