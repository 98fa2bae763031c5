import { Ban, Eye, EyeOff, Lock, MessageCircle, PanelRight, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import type { TInboxComment } from '@common/schemas/comment'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useMe } from '@/lib/me'
import { useDeleteComment, useSetHidden } from '../api/comment-actions'
import { Attribution } from './attribution'
import { CommentStatusBadge } from './comment-status-badge'
import { OutgoingFailure } from './outgoing-failure'
import { OutgoingApproval } from './outgoing-approval'
import { PrivateReplyStatus } from './private-reply-status'
import { RelativeTime } from '@/components/ui/relative-time'
import { ReplyThread } from './reply-thread'
import { ReplyBox } from './reply-box'
import { AssigneeChip, AssigneeControl, DoneButton } from './comment-work-actions'
import { PostFilterLink } from './post-filter-link'
import { useReplyPresence } from '../api/presence'
import { LabelChips } from './label-chips'
import { ReplyingNote } from './replying-note'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { PastoralFollowUp } from './pastoral-follow-up'
import { privateReplyUnavailable } from '../private-reply-availability'
import { LiveBadge, LiveCommentNote } from './live-comment'

// On the account page the card sits under its post and under a header naming the account, so
// `onAccountPage` leaves out the post's image and the account's name.
export function CommentCard({
  comment,
  onAccountPage = false,
  openHref,
  select,
}: {
  comment: TInboxComment
  onAccountPage?: boolean
  // Where the comment opens with its thread, notes and activity (the inbox's detail).
  openHref?: string
  // In the inbox: whether the card is picked for a bulk action; `range` is a shift-click.
  select?: { selected: boolean; onToggle: (range: boolean) => void }
}) {
  const [composing, setComposing] = useState<'reply' | 'edit' | 'private' | null>(null)
  useReplyPresence(comment.id, composing !== null)
  // Agents work the inbox but do not delete; the server refuses it too.
  const canDelete = useMe().data?.can.deleteComments ?? false
  const hide = useSetHidden(comment.id, {
    onSuccess: ({ hidden }) =>
      toast.success(hidden ? 'Comment hidden' : 'Comment unhidden', {
        description: hidden
          ? `@${comment.username}'s comment is hidden on Instagram: followers no longer see it.`
          : `@${comment.username}'s comment is visible on Instagram again.`,
      }),
    onError: (error, hidden) =>
      toast.error(hidden ? 'Failed to hide comment' : 'Failed to unhide comment', {
        description: error.message,
      }),
  })
  const remove = useDeleteComment(comment.id, {
    onSuccess: () => toast.success('Comment deleted'),
    onError: (error) => toast.error('Error', { description: error.message }),
  })
  const responded = comment.responseStatus === 'responded'
  const failed = comment.outgoing?.status === 'failed' ? comment.outgoing : null
  const blocked = comment.replyBlockedReason
  // An account connected before Flock asked for messaging says to reconnect.
  const privateBlocked = comment.privateReplyBlockedReason
  const reconnectForPrivate = privateBlocked?.startsWith('Reconnect') ? privateBlocked : null
  const canReplyPrivately = privateReplyUnavailable(comment) === null

  return (
    <Card>
      <CardContent className="flex gap-4 p-4 sm:p-5">
        {select ? (
          <input
            type="checkbox"
            data-action="select"
            aria-label={`Select the comment by @${comment.username}`}
            className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
            checked={select.selected}
            // The click carries the shift key; the change itself is decided by the selection.
            onChange={() => undefined}
            onClick={(event) => select.onToggle(event.shiftKey)}
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {comment.unread && !onAccountPage ? (
              <>
                <span className="size-2 shrink-0 rounded-full bg-blue-600" aria-hidden />
                <span className="sr-only">Unread comment</span>
              </>
            ) : null}
            <span className={comment.unread && !onAccountPage ? 'font-bold' : 'font-semibold'}>
              @{comment.username}
            </span>
            <span className="text-sm text-muted-foreground">
              <RelativeTime iso={comment.commentedAt} />
            </span>
            <CommentStatusBadge comment={comment} />
            <LiveBadge comment={comment} />
            {comment.hidden ? <Badge variant="outline">Hidden</Badge> : null}
            <AssigneeChip comment={comment} />
            {comment.pastoral ? <PastoralFlagBadges flags={comment.pastoral.flags} /> : null}
          </div>
          <ReplyingNote commentId={comment.id} />
          <p className="whitespace-pre-line break-words">{comment.text}</p>
          <LabelChips labels={comment.labels ?? []} />
          {onAccountPage ? null : (
            <p className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
              <span>On account: @{comment.accountUsername}</span>
              {comment.post ? <PostFilterLink postId={comment.post.id} /> : null}
            </p>
          )}
          <Attribution comment={comment} />
          {comment.pastoral ? <PastoralFollowUp pastoral={comment.pastoral} /> : null}
          <ReplyThread replies={comment.replies} />
          {comment.outgoing ? <OutgoingApproval outgoing={comment.outgoing} /> : null}
          {comment.privateReply ? <PrivateReplyStatus privateReply={comment.privateReply} /> : null}
          {failed && composing !== 'edit' ? (
            <OutgoingFailure
              outgoing={failed}
              blocked={Boolean(blocked)}
              onEdit={() => setComposing('edit')}
            />
          ) : null}
          {blocked ? (
            <p className="flex items-start gap-2 text-sm text-amber-800">
              <Ban className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">Reply unavailable: </span>
                {blocked}
              </span>
            </p>
          ) : null}
          {comment.hidden && !blocked && comment.responseStatus !== 'responded' ? (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="sr-only">Reply unavailable: </span>
                Hidden on Instagram: unhide it to reply.
              </span>
            </p>
          ) : null}
          {composing ? null : <LiveCommentNote comment={comment} />}
          {reconnectForPrivate && !composing ? (
            <p className="flex items-start gap-2 text-sm text-muted-foreground">
              <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{reconnectForPrivate}</span>
            </p>
          ) : null}
          {composing ? (
            <ReplyBox
              commentId={comment.id}
              username={comment.username}
              privately={composing === 'private'}
              replacing={composing === 'edit' ? (failed ?? undefined) : undefined}
              onClose={() => setComposing(null)}
            />
          ) : (
            <div className="flex flex-wrap gap-2 pt-1">
              {failed || comment.live ? null : (
                <Button
                  size="sm"
                  data-action="reply"
                  variant={responded ? 'secondary' : 'default'}
                  disabled={
                    responded ||
                    comment.responseStatus === 'sending' ||
                    comment.hidden ||
                    Boolean(blocked)
                  }
                  onClick={() => setComposing('reply')}
                >
                  <MessageCircle aria-hidden /> {responded ? 'Already Responded' : 'Reply'}
                </Button>
              )}
              {openHref ? (
                <Button asChild size="sm" variant="outline" data-action="open">
                  <Link to={openHref}>
                    <PanelRight aria-hidden /> Open
                    <span className="sr-only"> comment by @{comment.username}</span>
                  </Link>
                </Button>
              ) : null}
              {canReplyPrivately ? (
                <Button
                  size="sm"
                  variant="outline"
                  data-action="reply-privately"
                  onClick={() => setComposing('private')}
                >
                  <Lock aria-hidden /> Reply privately
                </Button>
              ) : null}
              <Button
                size="sm"
                variant="outline"
                data-action="hide"
                disabled={hide.isPending || Boolean(blocked)}
                onClick={() => hide.mutate(!comment.hidden)}
              >
                {comment.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}{' '}
                {comment.hidden ? 'Unhide' : 'Hide'}
              </Button>
              <DoneButton comment={comment} />
              <AssigneeControl comment={comment} />
              {/* Instagram deletes no comment of a live broadcast through its API. */}
              {canDelete && !comment.live ? (
                <ConfirmDialog
                  trigger={
                    <Button
                      size="sm"
                      variant="ghost"
                      className="text-destructive"
                      disabled={remove.isPending || Boolean(blocked)}
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  }
                  title="Delete this comment?"
                  description={`The comment by @${comment.username} and its replies will be deleted on Instagram. This cannot be undone.`}
                  confirmLabel="Delete"
                  onConfirm={() => remove.mutate()}
                />
              ) : null}
            </div>
          )}
        </div>
        {!onAccountPage && comment.post?.imageUrl ? (
          <img
            src={comment.post.imageUrl}
            alt={comment.post.caption ? `Post: ${comment.post.caption}` : 'Post'}
            className="hidden size-20 shrink-0 rounded-md object-cover sm:block"
            loading="lazy"
          />
        ) : null}
      </CardContent>
    </Card>
  )
}
