import { AtSign, ExternalLink, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import type { TInboxMention } from '@common/schemas/direct-messages'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { RelativeTime } from '@/components/ui/relative-time'
import { toast } from '@/lib/toast'
import { WORK_ITEMS_API } from '../api/comment-detail'
import { useReplyToMention } from '../api/direct-conversation'
import { AssigneeChip, AssigneeControl, DoneButton } from '../components/comment-work-actions'
import { ComposeBox } from '../components/compose-box'
import { LabelChips } from '../components/label-chips'
import { LabelPicker } from '../components/label-picker'
import { MessageMedia } from './message-attachment'

// A comment or caption elsewhere on Instagram that @mentions one of the church's accounts: to
// thank, answer under it where Instagram allows, or mark done.
export function MentionCard({ mention }: { mention: TInboxMention }) {
  const [replying, setReplying] = useState(false)
  const reply = useReplyToMention(mention.id)
  const workItem = {
    id: mention.id,
    username: mention.username,
    assignee: mention.assignee,
    responseStatus: mention.done ? ('done' as const) : ('pending' as const),
    hidden: false,
  }
  const announce = () => undefined
  return (
    <Card>
      <CardContent className="flex gap-4 p-4 sm:p-5">
        <AtSign className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {mention.unread ? (
              <>
                <span className="size-2 shrink-0 rounded-full bg-blue-600" aria-hidden />
                <span className="sr-only">Unread mention</span>
              </>
            ) : null}
            <span className={mention.unread ? 'font-bold' : 'font-semibold'}>
              @{mention.username}
            </span>
            <span className="text-sm text-muted-foreground">
              <RelativeTime iso={mention.mentionedAt} />
            </span>
            <Badge variant="outline">Mention</Badge>
            {mention.done ? <Badge variant="secondary">Done</Badge> : null}
            <AssigneeChip comment={mention} />
            {mention.pastoral ? <PastoralFlagBadges flags={mention.pastoral.flags} /> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            Mentioned @{mention.account.username} in {mention.caption ? 'a post' : 'a comment'} ·{' '}
            {mention.organization.name}
          </p>
          <div className="flex gap-3">
            {mention.mediaUrl ? <MessageMedia type="image" url={mention.mediaUrl} alt="" /> : null}
            <p className="min-w-0 whitespace-pre-line break-words">{mention.text}</p>
          </div>
          <LabelChips labels={mention.labels} />
          {mention.reply ? (
            <p className="rounded-md bg-muted p-2 text-sm">
              <span className="font-medium">@{mention.account.username}:</span> {mention.reply.text}
              {mention.reply.status !== 'sent' ? (
                <span className="ml-1 text-muted-foreground">
                  ({mention.reply.status.replace(/_/g, ' ')})
                </span>
              ) : null}
            </p>
          ) : null}
          {replying ? (
            <ComposeBox
              label={`Reply to @${mention.username}'s mention`}
              placeholder="Write your reply..."
              pending={reply.isPending}
              onCancel={() => setReplying(false)}
              onSend={(input) =>
                reply.mutate(input, {
                  onSuccess: () => {
                    toast.success('Reply sent', {
                      description: `Your answer is on its way under @${mention.username}'s ${mention.caption ? 'post' : 'comment'}.`,
                    })
                    setReplying(false)
                  },
                  onError: (error) =>
                    toast.error('Failed to send reply', { description: error.message }),
                })
              }
            />
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              {mention.canReply && !mention.reply ? (
                <Button size="sm" data-action="reply" onClick={() => setReplying(true)}>
                  <MessageCircle aria-hidden /> Reply
                </Button>
              ) : null}
              {mention.permalink ? (
                <Button asChild size="sm" variant="outline">
                  <a href={mention.permalink} target="_blank" rel="noreferrer">
                    <ExternalLink aria-hidden /> View on Instagram
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                </Button>
              ) : null}
              <DoneButton comment={workItem} noun="mention" api={WORK_ITEMS_API} />
              <AssigneeControl comment={workItem} noun="mention" api={WORK_ITEMS_API} />
              <LabelPicker
                commentId={mention.id}
                labels={mention.labels}
                api={WORK_ITEMS_API}
                onAnnounce={announce}
              />
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
