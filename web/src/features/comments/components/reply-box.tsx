import { toast } from '@/lib/toast'
import type { TOutgoing } from '@common/schemas/comment'
import { useOutgoingAction, useSendReply } from '../api/comment-actions'
import { ComposeBox } from './compose-box'

// A new reply, or an edit of one that failed: the edited text goes out as a new reply (a new
// idempotency key) once the failed one is discarded, so the comment never gets both.
export function ReplyBox({
  commentId,
  replacing,
  onClose,
}: {
  commentId: string
  replacing?: TOutgoing
  onClose: () => void
}) {
  const send = useSendReply(commentId, {
    onSuccess: () => {
      toast.success('Reply sent', {
        description: 'Your response has been saved and is on its way to Instagram.',
      })
      onClose()
    },
    // The box stays open with the text, so nothing typed is lost.
    onError: (error) => toast.error('Failed to send reply', { description: error.message }),
  })
  const discard = useOutgoingAction(replacing?.id ?? '', 'discard')
  const pending = send.isPending || discard.isPending
  return (
    <ComposeBox
      label={replacing ? 'Edit reply' : 'Reply'}
      placeholder="Write your reply..."
      initialText={replacing?.message}
      pending={pending}
      onCancel={onClose}
      onSend={(input) => {
        if (!replacing || discard.isSuccess) return send.mutate(input)
        discard.mutate(undefined, {
          onSuccess: () => send.mutate(input),
          onError: (error) => toast.error('Failed to send reply', { description: error.message }),
        })
      }}
    />
  )
}
