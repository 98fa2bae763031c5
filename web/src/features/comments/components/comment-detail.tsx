import { ExternalLink, Eye, EyeOff, Lock, MessageCircle, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import { BackLink } from '@/components/ui/back-link'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { RelativeTime } from '@/components/ui/relative-time'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { api, ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useSetHidden } from '../api/comment-actions'
import { useCommentDetail } from '../api/comment-detail'
import { useReplyPresence } from '../api/presence'
import { Attribution } from './attribution'
import { LiveBadge, LiveCommentNote } from './live-comment'
import { CommentStatusBadge } from './comment-status-badge'
import { CrisisSupport } from './crisis-support'
import { AssigneeChip, AssigneeControl, DoneButton } from './comment-work-actions'
import { DetailActivity } from './detail-activity'
import { DetailNotes } from './detail-notes'
import { LabelChips } from './label-chips'
import { LabelPicker } from './label-picker'
import { OutgoingApproval } from './outgoing-approval'
import { OutgoingFailure } from './outgoing-failure'
import { PrivateReplyStatus } from './private-reply-status'
import { ReplyBox } from './reply-box'
import { ReplyingNote } from './replying-note'
import { ReplyThread } from './reply-thread'
import { privateReplyUnavailable } from '../private-reply-availability'

// One comment with everything the team works it with: beside the list on a desktop, its own
// screen on a phone.
export function CommentDetail({
  commentId,
  onAnnounce,
}: {
  commentId: string
  onAnnounce: (message: string) => void
}) {
  const detail = useCommentDetail(commentId)
  const { search } = useLocation()
  const back = `${paths.comments.getHref()}${search}`
  return (
    <section aria-label="Comment" data-comment-scope className="space-y-5">
      <div className="flex items-center justify-between">
        <div className="lg:hidden">
          <BackLink to={back}>Back to comments</BackLink>
        </div>
        <Button asChild variant="ghost" size="sm" className="ml-auto hidden lg:inline-flex">
          <Link to={back} data-action="close">
            <X aria-hidden /> Close
          </Link>
        </Button>
      </div>
      {detail.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading the comment" />
        </div>
      ) : detail.isError && detail.error instanceof ApiError && detail.error.status === 404 ? (
        // Deleted (here or by a teammate) or out of reach: nothing to try again.
        <p role="status" className="py-12 text-center text-muted-foreground">
          This comment is no longer in Flock.
        </p>
      ) : detail.isError ? (
        <LoadError
          title="Could not load the comment"
          message="The comment may have been deleted."
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <DetailBody key={commentId} detail={detail.data} onAnnounce={onAnnounce} />
      )}
    </section>
  )
}

function DetailBody({
  detail,
  onAnnounce,
}: {
  detail: TCommentDetail
  onAnnounce: (message: string) => void
}) {
  const { comment } = detail
  // The open reply box: public or private, and the text it starts from.
  const [composing, setComposing] = useState<{
    privately: boolean
    text?: string
    // Editing the reply Instagram refused, in its place.
    edit?: boolean
  } | null>(null)
  useReplyPresence(comment.id, composing !== null)
  const { search } = useLocation()

  // Opening a comment reads it, for the signed-in teammate.
  const unread = comment.unread
  useEffect(() => {
    if (unread) void api.put(`/api/comments/${comment.id}/read`).catch(() => {})
  }, [comment.id, unread])

  const hide = useSetHidden(comment.id, {
    onSuccess: ({ hidden }) => onAnnounce(hidden ? 'Comment hidden' : 'Comment unhidden'),
    onError: (error) => toast.error('Could not change the comment', { description: error.message }),
  })
  const isDone = comment.responseStatus === 'done'
  const failed = comment.outgoing?.status === 'failed' ? comment.outgoing : null
  const blocked = comment.replyBlockedReason
  const canReply =
    !comment.live &&
    !blocked &&
    !comment.hidden &&
    !failed &&
    comment.responseStatus !== 'responded' &&
    comment.responseStatus !== 'sending'
  const privateUnavailable = privateReplyUnavailable(comment)
  const openReply = (privately: boolean, text?: string) => {
    setComposing({ privately, text })
    onAnnounce(privately ? 'Private reply box opened' : 'Reply box opened')
  }

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">
          @{comment.username}{' '}
          <span className="text-base font-normal text-muted-foreground">
            on @{comment.accountUsername}
          </span>
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <RelativeTime iso={comment.commentedAt} />
          <CommentStatusBadge comment={comment} />
          <LiveBadge comment={comment} />
          {isDone ? <Badge variant="secondary">Done</Badge> : null}
          {comment.hidden ? <Badge variant="outline">Hidden</Badge> : null}
          {comment.pastoral ? <PastoralFlagBadges flags={comment.pastoral.flags} /> : null}
          <AssigneeChip comment={comment} />
        </div>
        <ReplyingNote commentId={comment.id} />
      </header>
      <p className="whitespace-pre-line break-words text-lg">{comment.text}</p>
      {detail.crisis ? (
        <CrisisSupport
          commentId={comment.id}
          crisis={detail.crisis}
          hidden={comment.hidden}
          privateReplyBlocked={privateUnavailable}
          onHide={() => hide.mutate(true)}
          onReplyPrivately={(text) => openReply(true, text)}
        />
      ) : null}
      <LabelChips labels={comment.labels} />
      <Attribution comment={comment} />
      <ReplyThread replies={comment.replies} />
      {/* A reply awaiting the church (with Withdraw), approved, or declined, as on the card. */}
      {comment.outgoing ? <OutgoingApproval outgoing={comment.outgoing} /> : null}
      {comment.privateReply ? <PrivateReplyStatus privateReply={comment.privateReply} /> : null}
      {failed && !composing?.edit ? (
        <OutgoingFailure
          outgoing={failed}
          blocked={Boolean(blocked)}
          onEdit={() => setComposing({ privately: false, edit: true })}
        />
      ) : null}
      {blocked ? <p className="text-sm text-amber-900">{blocked}</p> : null}
      {comment.hidden ? (
        <p className="text-sm text-muted-foreground">
          Hidden comments cannot be answered on Instagram: unhide it to reply.
        </p>
      ) : null}

      {composing ? null : <LiveCommentNote comment={comment} />}
      {composing ? (
        <ReplyBox
          // A new suggestion starts a new box with its text.
          key={`${composing.privately}:${composing.edit ?? false}:${composing.text ?? ''}`}
          commentId={comment.id}
          username={comment.username}
          privately={composing.privately}
          replacing={composing.edit ? (failed ?? undefined) : undefined}
          initialText={composing.text}
          onClose={() => setComposing(null)}
        />
      ) : (
        <div className="flex flex-wrap items-start gap-2">
          {comment.live ? null : (
            <Button
              size="sm"
              data-action="reply"
              disabled={!canReply}
              onClick={() => openReply(false)}
            >
              <MessageCircle aria-hidden /> Reply
            </Button>
          )}
          {privateUnavailable ? null : (
            <Button
              size="sm"
              variant="outline"
              data-action="reply-privately"
              onClick={() => openReply(true)}
            >
              <Lock aria-hidden /> Reply privately
            </Button>
          )}
          <DoneButton comment={comment} onAnnounce={onAnnounce} />
          <Button
            size="sm"
            variant="outline"
            data-action="hide"
            disabled={hide.isPending || Boolean(blocked)}
            onClick={() => hide.mutate(!comment.hidden)}
          >
            {comment.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
            {comment.hidden ? 'Unhide' : 'Hide'}
          </Button>
          <AssigneeControl comment={comment} onAnnounce={onAnnounce} />
          <LabelPicker commentId={comment.id} labels={comment.labels} onAnnounce={onAnnounce} />
        </div>
      )}

      {comment.post ? (
        <section aria-labelledby="comment-post-title" className="space-y-2">
          <h3 id="comment-post-title" className="font-semibold">
            The post
          </h3>
          <div className="flex gap-3">
            {comment.post.imageUrl ? (
              <img
                src={comment.post.imageUrl}
                alt=""
                className="size-20 shrink-0 rounded-md object-cover"
                loading="lazy"
              />
            ) : null}
            <div className="min-w-0 space-y-1 text-sm">
              <p className="line-clamp-4 whitespace-pre-line break-words">
                {comment.post.caption || 'No caption'}
              </p>
              {comment.post.permalink ? (
                <a
                  href={comment.post.permalink}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
                >
                  View on Instagram <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
        </section>
      ) : null}

      <DetailNotes commentId={comment.id} notes={detail.notes} onAnnounce={onAnnounce} />
      <DetailActivity activity={detail.activity} replyFailed={Boolean(failed)} />

      <section aria-labelledby="commenter-comments-title" className="space-y-2">
        <h3 id="commenter-comments-title" className="font-semibold">
          More from @{comment.username}
        </h3>
        {detail.otherComments.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other comments on your accounts.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {detail.otherComments.map((other) => (
              <li key={other.id}>
                <Link
                  to={paths.comment.getHref(other.id, search)}
                  className="block rounded-md border p-2 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <span className="line-clamp-2 break-words">{other.text}</span>
                  <span className="text-xs text-muted-foreground">
                    on @{other.accountUsername} · <RelativeTime iso={other.commentedAt} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
