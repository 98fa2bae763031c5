import { Check } from 'lucide-react'
import { useId, useState } from 'react'
import { DECLINE_POST_REASON_MAX_LENGTH } from '@common/schemas/posts'
import { ApprovalChoices } from '@/components/approval/approval-choices'
import { DeclineForm } from '@/components/approval/decline-form'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { usePostAction } from '../../api/posts'
import type { TPost } from '../../api/types'
import { captionProblems } from '@common/caption-limits'
import { formatInZone, zoneLabel } from '../../lib/zoned-time'
import { KIND_LABELS } from '../calendar/list-view'
import { CaptionCounter } from '../composer/caption-counter'
import { PhonePreview } from '../composer/phone-preview'
import { PostStateBadge } from '../post-state'

type Mode = 'view' | 'edit' | 'decline'

// A post waiting for the church: a preview as it will look, when it goes out, and the church's
// three answers. Nothing is published until someone here approves.
export function PendingPostItem({ post, onDone }: { post: TPost; onDone?: () => void }) {
  const decide = usePostAction()
  const [mode, setMode] = useState<Mode>('view')
  const [caption, setCaption] = useState(post.caption)
  const [firstComment, setFirstComment] = useState(post.firstComment ?? '')
  const id = useId()
  const error = decide.error?.message
  const zone = post.organization.timeZone
  const onError = (failure: Error) => toast.error('Error', { description: failure.message })
  const approve = (edited?: { caption: string; firstComment: string }) =>
    decide.mutate(
      {
        id: post.id,
        action: 'approve',
        body: edited
          ? {
              caption: edited.caption,
              firstComment: edited.firstComment.trim() ? edited.firstComment : null,
            }
          : {},
      },
      {
        onSuccess: () => {
          toast.success(edited ? 'Post edited and approved' : 'Post approved', {
            description: post.scheduledAt
              ? `It goes out ${formatInZone(post.scheduledAt, zone)}.`
              : 'It goes out as planned.',
          })
          onDone?.()
        },
        onError,
      },
    )
  const tooLong = captionProblems(caption).length > 0
  return (
    <Card data-post={post.id}>
      <CardContent className="grid gap-4 p-4 sm:p-5 md:grid-cols-[260px_minmax(0,1fr)]">
        <PhonePreview
          kind={post.kind}
          username={post.account.username}
          items={post.items.map((item) => ({ ...item, id: item.assetId }))}
          caption={mode === 'edit' ? caption : post.caption}
          firstComment={mode === 'edit' ? firstComment : (post.firstComment ?? '')}
          collaborators={post.collaborators}
        />
        <div className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <PostStateBadge post={post} />
            <span className="text-sm text-muted-foreground">
              {KIND_LABELS[post.kind]} on @{post.account.username}
            </span>
          </div>
          <p className="text-sm">
            {post.scheduledAt ? (
              <>
                Goes out <strong>{formatInZone(post.scheduledAt, zone)}</strong>{' '}
                <span className="text-muted-foreground">
                  ({zoneLabel(zone, new Date(post.scheduledAt))})
                </span>
              </>
            ) : (
              'Goes out as soon as it is approved.'
            )}
          </p>
          <p className="text-sm text-muted-foreground">Written by {post.createdBy.name}</p>
          {mode === 'view' ? (
            <div className="space-y-2 rounded-md border-l-4 border-primary/60 bg-muted/40 p-3 text-sm">
              <p className="whitespace-pre-line break-words">
                {post.caption || <em>No caption</em>}
              </p>
              {post.firstComment ? (
                <p className="whitespace-pre-line break-words text-muted-foreground">
                  First comment: {post.firstComment}
                </p>
              ) : null}
            </div>
          ) : null}
          {mode === 'edit' ? (
            <form
              noValidate
              aria-label="Edit and approve"
              className="space-y-3"
              onSubmit={(event) => {
                event.preventDefault()
                approve({ caption, firstComment })
              }}
            >
              <FormField id={`${id}-caption`} label="Caption" error={error}>
                <Textarea
                  id={`${id}-caption`}
                  rows={5}
                  value={caption}
                  aria-describedby={`${id}-count`}
                  onChange={(event) => setCaption(event.target.value)}
                  aria-invalid={Boolean(error) || captionProblems(caption).length > 0}
                />
              </FormField>
              <CaptionCounter id={`${id}-count`} text={caption} />
              <FormField id={`${id}-first-comment`} label="First comment">
                <Textarea
                  id={`${id}-first-comment`}
                  rows={2}
                  value={firstComment}
                  onChange={(event) => setFirstComment(event.target.value)}
                />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={decide.isPending || tooLong}>
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
              what="post"
              maxLength={DECLINE_POST_REASON_MAX_LENGTH}
              placeholder="For example: please use the photo from the youth night."
              error={error}
              pending={decide.isPending}
              onDecline={(reason) =>
                decide.mutate(
                  { id: post.id, action: 'decline', body: { reason } },
                  {
                    onSuccess: () => {
                      toast.success('Post declined', {
                        description: 'The agency sees your reason and can change the post.',
                      })
                      onDone?.()
                    },
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
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  )
}
