import { useState } from 'react'
import { toast } from 'sonner'
import { REPLY_MAX_LENGTH } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { useCommentOnPost } from '../api/account-posts'

// "Comment as @username": a new comment on the post, posted once per compose.
export function PostComposer({ postId, accountId, username }: { postId: string; accountId: string; username: string }) {
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [idempotencyKey, setKey] = useState(() => crypto.randomUUID())
  const send = useCommentOnPost(postId, accountId)

  if (!open) {
    return (
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Comment as @{username}
      </Button>
    )
  }
  const close = () => {
    setOpen(false)
    setText('')
    setKey(crypto.randomUUID())
  }
  return (
    <div className="space-y-2">
      <Textarea
        aria-label={`Comment as @${username}`}
        autoFocus
        placeholder="Write a comment..."
        className="min-h-[80px]"
        maxLength={REPLY_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="outline" onClick={close} disabled={send.isPending}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={!text.trim() || send.isPending}
          onClick={() =>
            send.mutate(
              { message: text.trim(), idempotencyKey },
              {
                onSuccess: () => {
                  toast.success('Comment sent', { description: `Posting as @${username} on Instagram.` })
                  close()
                },
                onError: (error) => toast.error('Failed to send comment', { description: error.message }),
              },
            )
          }
        >
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </div>
  )
}
