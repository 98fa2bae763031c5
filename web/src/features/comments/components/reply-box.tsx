import { toast } from '@/lib/toast'
import { PRIVATE_REPLY_MAX_LENGTH, type TOutgoing } from '@common/schemas/comment'
import { useOutgoingAction, useSendPrivateReply, useSendReply } from '../api/comment-actions'
import { ComposeBox } from './compose-box'
import { ChurchPlaceholderWarnings } from './placeholder-warnings'
import { SavedReplyPicker } from './saved-reply-picker'

// A new reply, or an edit of one that failed: the edited text goes out as a new reply (a new
// idempotency key) once the failed one is discarded, so the comment never gets both.
// `privately`: a private reply instead, a direct message to the commenter (once per comment).
export function ReplyBox({
  commentId,
  username,
  replacing,
  initialText,
  privately = false,
  onClose,
}: {
  commentId: string
  username?: string
  replacing?: TOutgoing
  // Text to start from (a suggested saved reply, already filled in).
  initialText?: string
  privately?: boolean
  onClose: () => void
}) {
  const callbacks = {
    onSuccess: (outgoing: TOutgoing) => {
      // The church approves its replies first (decision 043): nothing is posted yet.
      if (outgoing.status === 'awaiting_approval')
        toast.success('Waiting for the church’s approval', {
          description: 'Nothing is posted until the church approves it; the card shows its answer.',
        })
      else
        toast.success(privately ? 'Private reply sent' : 'Reply sent', {
          description: privately
            ? 'Your message is on its way to their Instagram inbox.'
            : 'Your response has been saved and is on its way to Instagram.',
        })
      onClose()
    },
    // The box stays open with the text, so nothing typed is lost.
    onError: (error: Error) =>
      toast.error(privately ? 'Failed to send private reply' : 'Failed to send reply', {
        description: error.message,
      }),
  }
  const sendPublic = useSendReply(commentId, callbacks)
  const sendPrivate = useSendPrivateReply(commentId, callbacks)
  const send = privately ? sendPrivate : sendPublic
  const discard = useOutgoingAction(replacing?.id ?? '', 'discard')
  const pending = send.isPending || discard.isPending
  const target = { kind: 'comment' as const, id: commentId }
  const to = username ? ` to @${username}` : ''
  return (
    <ComposeBox
      label={privately ? `Private reply${to}` : replacing ? 'Edit reply' : 'Reply'}
      placeholder={
        privately ? 'Write a private message (sent once, to their inbox)...' : 'Write your reply...'
      }
      initialText={replacing?.message ?? initialText}
      pending={pending}
      maxLength={privately ? PRIVATE_REPLY_MAX_LENGTH : undefined}
      countBytes={privately}
      sendLabel={privately ? 'Send privately' : 'Send'}
      renderWarnings={(warnings) => <ChurchPlaceholderWarnings target={target} {...warnings} />}
      tools={({ insert }) => <SavedReplyPicker target={target} onInsert={insert} />}
      onCancel={onClose}
      onSend={(input) => {
        if (!replacing || discard.isSuccess) return send.mutate(input)
        discard.mutate(undefined, {
          onSuccess: () => send.mutate(input),
          onError: callbacks.onError,
        })
      }}
    />
  )
}
