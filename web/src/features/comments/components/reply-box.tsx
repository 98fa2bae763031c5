import { useId, useState } from 'react'
import { toast } from 'sonner'
import { REPLY_MAX_LENGTH } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useSendReply } from '../api/comment-actions'

// One compose, one idempotency key: sending again after a lost answer can never post twice.
export function ReplyBox({ commentId, onClose }: { commentId: string; onClose: () => void }) {
  const [text, setText] = useState('')
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const send = useSendReply(commentId)
  const id = useId()
  const blank = text.trim().length === 0

  const onSend = () =>
    send.mutate(
      { message: text.trim(), idempotencyKey },
      {
        onSuccess: () => {
          toast.success('Reply sent', { description: 'Your response has been saved and is on its way to Instagram.' })
          onClose()
        },
        // The box stays open with the text, so nothing typed is lost.
        onError: (error) => toast.error('Failed to send reply', { description: error.message }),
      },
    )

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        Reply
      </label>
      <Textarea
        id={id}
        autoFocus
        placeholder="Write your reply..."
        className="min-h-[80px]"
        maxLength={REPLY_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose} disabled={send.isPending}>
          Cancel
        </Button>
        <Button size="sm" onClick={onSend} disabled={blank || send.isPending}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </div>
  )
}
