import { Check, Clock, MessageCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { dmTextTooLong } from '@common/schemas/direct-messages'
import { utf8Length } from '@common/message-bytes'
import { PRIVATE_REPLY_MAX_LENGTH } from '@common/schemas/comment'
import {
  DECLINE_REASON_MAX_LENGTH,
  type TPendingMessageApproval,
} from '@common/schemas/reply-approval'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { ApprovalChoices } from '@/components/approval/approval-choices'
import { DeclineForm } from '@/components/approval/decline-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { RelativeTime } from '@/components/ui/relative-time'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useDecideApproval } from '../api/approvals'

type Mode = 'view' | 'edit' | 'decline'

// One direct message the agency wrote, waiting for the church (decision 075): the follower's
// last messages, the message proposed, and the same three answers as for a reply. Instagram
// takes it only within its window of the follower's last message, so the card says until when.
export function PendingMessageItem({
  routeId,
  item,
}: {
  routeId: string
  item: TPendingMessageApproval
}) {
  const decide = useDecideApproval(routeId)
  const [mode, setMode] = useState<Mode>('view')
  const [text, setText] = useState(item.message)
  const id = useId()
  const error = decide.error?.message
  const { conversation } = item
  // Instagram counts a direct message's limit in UTF-8 bytes (Korean 3, an emoji 4).
  const tooLong = dmTextTooLong(text.trim())
  const windowOpen =
    conversation.windowEndsAt !== null && new Date(conversation.windowEndsAt) > new Date()
  const onError = (failure: Error) => toast.error('Not sent', { description: failure.message })
  const approve = (message?: string) =>
    decide.mutate(
      { id: item.id, decision: 'approve', message },
      {
        onSuccess: () =>
          toast.success(
            message === undefined ? 'Message approved' : 'Message edited and approved',
            { description: `It is on its way to @${conversation.username}.` },
          ),
        onError,
      },
    )
  return (
    <Card data-message-approval={item.id}>
      <CardContent className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <MessageCircle className="size-4 text-muted-foreground" aria-hidden />
          <span className="font-semibold">@{conversation.username}</span>
          <span className="text-sm text-muted-foreground">
            direct message to @{conversation.accountUsername}
          </span>
          <PastoralFlagBadges flags={conversation.flags} />
        </div>
        {conversation.recent.length > 0 ? (
          <ol aria-label={`Last messages with @${conversation.username}`} className="space-y-1.5">
            {conversation.recent.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'flex flex-col',
                  message.direction === 'inbound' ? 'items-start' : 'items-end',
                )}
              >
                <span
                  className={cn(
                    'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-1.5 text-sm',
                    message.direction === 'inbound' ? 'bg-muted' : 'bg-primary/10 text-foreground',
                  )}
                >
                  <span className="sr-only">
                    {message.direction === 'inbound'
                      ? `@${conversation.username}: `
                      : `@${conversation.accountUsername}: `}
                  </span>
                  {message.text ?? (message.attachment ? `(${message.attachment})` : '')}
                  {message.text && message.attachment ? (
                    <span className="text-muted-foreground"> ({message.attachment})</span>
                  ) : null}
                </span>
                <span className="px-1 text-xs text-muted-foreground">
                  <RelativeTime iso={message.sentAt} />
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        <div className="rounded-md border-l-4 border-primary/60 bg-muted/40 p-3">
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm font-medium">
            Proposed message
            <span className="font-normal text-muted-foreground">
              {item.writtenBy ? ` by ${item.writtenBy}` : ''} ·{' '}
              <RelativeTime iso={item.createdAt} />
            </span>
          </p>
          {mode === 'edit' ? null : (
            <p className="mt-1 whitespace-pre-line break-words">{item.message}</p>
          )}
          {item.attachment ? (
            <div className="mt-2">
              {item.attachment.type === 'video' ? (
                <video
                  src={item.attachment.url}
                  controls
                  preload="metadata"
                  aria-label="Video sent with the message"
                  className="max-h-60 w-full max-w-64 rounded-md bg-black"
                />
              ) : (
                <img
                  src={item.attachment.url}
                  alt="Picture sent with the message"
                  loading="lazy"
                  className="max-h-60 w-auto max-w-64 rounded-md object-cover"
                />
              )}
            </div>
          ) : null}
        </div>
        <p
          className={cn(
            'flex items-start gap-1.5 text-sm',
            windowOpen ? 'text-muted-foreground' : 'text-destructive',
          )}
        >
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {windowOpen && conversation.windowEndsAt ? (
            <span>
              Instagram accepts it until{' '}
              {new Date(conversation.windowEndsAt).toLocaleString(undefined, {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
              , unless @{conversation.username} writes again.
            </span>
          ) : (
            <span>
              Instagram's window to answer @{conversation.username} has closed: it can be sent only
              if they write again. Decline it so the agency knows.
            </span>
          )}
        </p>
        {mode === 'edit' ? (
          <form
            noValidate
            aria-label="Edit and approve"
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault()
              approve(text)
            }}
          >
            <FormField id={`${id}-text`} label="Your version of the message" error={error}>
              <Textarea
                id={`${id}-text`}
                rows={4}
                value={text}
                maxLength={PRIVATE_REPLY_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={Boolean(error) || Boolean(tooLong)}
              />
            </FormField>
            <p
              aria-live="polite"
              className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
            >
              {tooLong ?? `${utf8Length(text.trim()).toLocaleString('en-US')} / 1,000 bytes`}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                size="sm"
                disabled={
                  decide.isPending || (!text.trim() && !item.attachment) || Boolean(tooLong)
                }
              >
                <Check aria-hidden /> Approve this version
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={() => setMode('view')}>
                Cancel
              </Button>
            </div>
          </form>
        ) : mode === 'decline' ? (
          <DeclineForm
            id={id}
            what="message"
            maxLength={DECLINE_REASON_MAX_LENGTH}
            placeholder="For example: our pastor will call them herself."
            error={error}
            pending={decide.isPending}
            onDecline={(reason) =>
              decide.mutate(
                { id: item.id, decision: 'decline', reason },
                {
                  onSuccess: () =>
                    toast.success('Message declined', {
                      description: 'The agency sees your reason; nothing was sent.',
                    }),
                  onError,
                },
              )
            }
            onCancel={() => setMode('view')}
          />
        ) : (
          <ApprovalChoices
            pending={decide.isPending}
            onApprove={() => approve()}
            onEdit={() => setMode('edit')}
            onDecline={() => setMode('decline')}
          />
        )}
        {mode === 'view' && error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </CardContent>
    </Card>
  )
}
