import { toast } from '@/lib/toast'
import { useSendReply } from '../api/comment-actions'
import { ComposeBox } from './compose-box'

export function ReplyBox({ commentId, onClose }: { commentId: string; onClose: () => void }) {
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
  return (
    <ComposeBox
      label="Reply"
      placeholder="Write your reply..."
      pending={send.isPending}
      onCancel={onClose}
      onSend={(input) => send.mutate(input)}
    />
  )
}
