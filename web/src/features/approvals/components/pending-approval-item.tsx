import { Check, ExternalLink, Lock } from 'lucide-react'
import { useId, useState } from 'react'
import { privateReplyTooLong, utf8Length } from '@common/message-bytes'
import { PRIVATE_REPLY_MAX_LENGTH, REPLY_MAX_LENGTH } from '@common/schemas/comment'
import { DECLINE_REASON_MAX_LENGTH, type TPendingApproval } from '@common/schemas/reply-approval'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { ApprovalChoices } from '@/components/approval/approval-choices'
import { DeclineForm } from '@/components/approval/decline-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { RelativeTime } from '@/components/ui/relative-time'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { useDecideApproval } from '../api/approvals'

type Mode = 'view' | 'edit' | 'decline'

// One reply waiting for the church: the follower's comment, the reply proposed for it, and the
// church's three answers. Nothing is posted until someone here approves.
export function PendingApprovalItem({
  routeId,
  item,
}: {
  routeId: string
  item: TPendingApproval
}) {
  const decide = useDecideApproval(routeId)
  const [mode, setMode] = useState<Mode>('view')
  const [text, setText] = useState(item.message)
  const id = useId()
  const error = decide.error?.message
  const privately = item.kind === 'private_reply'
  // Instagram counts a direct message's limit in UTF-8 bytes (Korean 3, an emoji 4).
  const tooLong = privately ? privateReplyTooLong(text.trim()) : null
  const onError = (failure: Error) => toast.error('Error', { description: failure.message })
  const approve = (message?: string) =>
    decide.mutate(
      { id: item.id, decision: 'approve', message },
      {
        onSuccess: (outgoing) =>
          // Approved too late for Instagram (a private reply after 7 days): nothing was sent.
          outgoing.status === 'failed'
            ? toast.error('Approved, but not sent', {
                description: outgoing.lastError ?? 'Instagram did not take the reply.',
              })
            : toast.success(
                message === undefined ? 'Reply approved' : 'Reply edited and approved',
                {
                  description: `It is on its way to @${item.comment.username}.`,
                },
              ),
        onError,
      },
    )
  return (
    <Card data-approval={item.id}>
      <CardContent className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">@{item.comment.username}</span>
          <span className="text-sm text-muted-foreground">
            on @{item.comment.accountUsername} · <RelativeTime iso={item.comment.commentedAt} />
          </span>
          <PastoralFlagBadges flags={item.comment.flags} />
        </div>
        <p className="whitespace-pre-line break-words">{item.comment.text}</p>
        {item.comment.permalink ? (
          <a
            href={item.comment.permalink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden /> See the post on Instagram
          </a>
        ) : null}
        <div className="rounded-md border-l-4 border-primary/60 bg-muted/40 p-3">
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm font-medium">
            {privately ? <Lock className="size-4" aria-hidden /> : null}
            {privately ? 'Proposed private message' : 'Proposed reply'}
            <span className="font-normal text-muted-foreground">
              {item.writtenBy ? ` by ${item.writtenBy}` : ''} ·{' '}
              <RelativeTime iso={item.createdAt} />
            </span>
          </p>
          {mode === 'edit' ? null : (
            <p className="mt-1 whitespace-pre-line break-words">{item.message}</p>
          )}
        </div>
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
            <FormField id={`${id}-text`} label="Your version of the reply" error={error}>
              <Textarea
                id={`${id}-text`}
                rows={4}
                value={text}
                maxLength={privately ? PRIVATE_REPLY_MAX_LENGTH : REPLY_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={Boolean(error) || Boolean(tooLong)}
              />
            </FormField>
            {privately ? (
              <p
                aria-live="polite"
                className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
              >
                {tooLong ?? `${utf8Length(text.trim()).toLocaleString('en-US')} / 1,000 bytes`}
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button
                type="submit"
                size="sm"
                disabled={decide.isPending || !text.trim() || Boolean(tooLong)}
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
            what="reply"
            maxLength={DECLINE_REASON_MAX_LENGTH}
            placeholder="For example: please mention the 10am service."
            error={error}
            pending={decide.isPending}
            onDecline={(reason) =>
              decide.mutate(
                { id: item.id, decision: 'decline', reason },
                {
                  onSuccess: () =>
                    toast.success('Reply declined', {
                      description: 'The agency sees your reason and can write a new reply.',
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
      </CardContent>
    </Card>
  )
}
