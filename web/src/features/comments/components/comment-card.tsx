import { Eye, EyeOff, MessageCircle, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/lib/toast'
import type { TInboxComment } from '@common/schemas/comment'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useDeleteComment, useSetHidden } from '../api/comment-actions'
import { CommentStatusBadge } from './comment-status-badge'
import { OutgoingFailure } from './outgoing-failure'
import { RelativeTime } from '@/components/ui/relative-time'
import { ReplyThread } from './reply-thread'
import { ReplyBox } from './reply-box'

// `showPost` is off where the card already sits under its post (the account page).
export function CommentCard({
  comment,
  showPost = true,
}: {
  comment: TInboxComment
  showPost?: boolean
}) {
  const [replying, setReplying] = useState(false)
  const hide = useSetHidden(comment.id)
  const remove = useDeleteComment(comment.id, {
    onSuccess: () => toast.success('Comment deleted'),
    onError: (error) => toast.error('Error', { description: error.message }),
  })
  const responded = comment.responseStatus === 'responded'
  const onError = (error: Error) => toast.error('Error', { description: error.message })

  return (
    <Card>
      <CardContent className="flex gap-4 p-4 sm:p-5">
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold">@{comment.username}</span>
            <span className="text-sm text-muted-foreground">
              <RelativeTime iso={comment.commentedAt} />
            </span>
            <CommentStatusBadge comment={comment} />
            {comment.hidden ? <Badge variant="outline">Hidden</Badge> : null}
          </div>
          <p className="whitespace-pre-line break-words">{comment.text}</p>
          <p className="text-sm text-muted-foreground">On account: @{comment.accountUsername}</p>
          <ReplyThread replies={comment.replies} />
          {comment.outgoing?.status === 'failed' ? (
            <OutgoingFailure outgoing={comment.outgoing} />
          ) : null}
          {replying ? (
            <ReplyBox commentId={comment.id} onClose={() => setReplying(false)} />
          ) : (
            <div className="flex flex-wrap gap-2 pt-1">
              <Button
                size="sm"
                variant={responded ? 'secondary' : 'default'}
                disabled={responded || comment.responseStatus === 'sending' || comment.hidden}
                onClick={() => setReplying(true)}
              >
                <MessageCircle aria-hidden /> {responded ? 'Already Responded' : 'Reply'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={hide.isPending}
                onClick={() => hide.mutate(!comment.hidden, { onError })}
              >
                {comment.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}{' '}
                {comment.hidden ? 'Unhide' : 'Hide'}
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    disabled={remove.isPending}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                }
                title="Delete this comment?"
                description={`The comment by @${comment.username} and its replies will be deleted on Instagram. This cannot be undone.`}
                confirmLabel="Delete"
                onConfirm={() => remove.mutate()}
              />
            </div>
          )}
        </div>
        {showPost && comment.post?.imageUrl ? (
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
