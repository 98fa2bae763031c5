import { useState } from 'react'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { useCommentOnPost } from '../api/account-posts'
import { ComposeBox } from './compose-box'
import { ChurchPlaceholderWarnings } from './placeholder-warnings'
import { SavedReplyPicker } from './saved-reply-picker'

// "Comment as @username": a new comment on the post, posted once per compose.
export function PostComposer({
  postId,
  accountId,
  username,
}: {
  postId: string
  accountId: string
  username: string
}) {
  const [open, setOpen] = useState(false)
  const send = useCommentOnPost(postId, accountId)
  if (!open) {
    return (
      <Button
        size="sm"
        variant="outline"
        className="max-w-full"
        title={`Comment as @${username}`}
        onClick={() => setOpen(true)}
      >
        <span className="truncate">Comment as @{username}</span>
      </Button>
    )
  }
  return (
    <ComposeBox
      label={`Comment as @${username}`}
      placeholder="Write a comment..."
      pending={send.isPending}
      renderWarnings={(warnings) => (
        <ChurchPlaceholderWarnings target={{ kind: 'post', id: postId }} {...warnings} />
      )}
      tools={({ insert }) => (
        <SavedReplyPicker target={{ kind: 'post', id: postId }} onInsert={insert} />
      )}
      onCancel={() => setOpen(false)}
      onSend={(input) =>
        send.mutate(input, {
          onSuccess: () => {
            toast.success('Comment sent', { description: `Posting as @${username} on Instagram.` })
            setOpen(false)
          },
          onError: (error) => toast.error('Failed to send comment', { description: error.message }),
        })
      }
    />
  )
}
