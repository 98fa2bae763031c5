import { Lock, X } from 'lucide-react'
import { type KeyboardEvent, useId, useState } from 'react'
import { findPlaceholders } from '@common/reply-variables'
import type { TAsset } from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useSendMessage } from '../api/direct-conversation'
import { useReplyPresence } from '../api/presence'
import { ChurchPlaceholderWarnings } from '../components/placeholder-warnings'
import { ReplyingNote } from '../components/replying-note'
import { SavedReplyPicker } from '../components/saved-reply-picker'
import { AssetPicker } from './asset-picker'
import { messageBytes } from './message-bytes'
import type { TMessageWindow } from './message-window'
import type { TDirectMessage, TDirectThread } from '@common/schemas/direct-messages'

// Longer than any message Instagram takes, so a pasted text is shown as too long rather than cut.
const TYPING_LIMIT = 4000

// Why nothing can be sent, or null while it can: the window first, then what the server says.
function closedReason(thread: TDirectThread, sendWindow: TMessageWindow): string | null {
  if (!thread.canSend) return 'Only the agency’s team sends messages in this conversation.'
  if (sendWindow.state === 'closed')
    return thread.window.humanAgentEnabled
      ? `Instagram lets a church answer for 24 hours after @${thread.conversation.username}'s last message, and a person for 7 days. Both have passed: the conversation reopens when @${thread.conversation.username} writes again.`
      : `Instagram lets a church answer only within 24 hours of @${thread.conversation.username}'s last message, and that time has passed. The conversation reopens when @${thread.conversation.username} writes again.`
  // Anything else the server knows (the account disconnected…), once the window is not the reason.
  return thread.sendBlockedReason
}

// The thread's send box: text counted in bytes as Instagram counts them, a picture or video from
// the church's library, and the window the message must go within. One box, one clientKey: a
// double click or a retried request sends once; a sent message starts a new key.
export function MessageBox({
  thread,
  sendWindow,
  onAnnounce,
}: {
  thread: TDirectThread
  sendWindow: TMessageWindow
  onAnnounce: (message: string) => void
}) {
  const { conversation } = thread
  const id = useId()
  const [text, setText] = useState('')
  const [asset, setAsset] = useState<TAsset | null>(null)
  const [humanAgent, setHumanAgent] = useState(false)
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID())
  const send = useSendMessage(conversation.id)
  const bytes = messageBytes(text)
  const closed = closedReason(thread, sendWindow)
  const needsTag = sendWindow.state === 'human_agent'
  // A saved reply's variable the church has no value for ({church.phone}) must not reach the
  // follower: as in a comment's reply box, Send waits until it is filled in or edited out.
  const placeholders = findPlaceholders(text)
  const target = { kind: 'conversation' as const, id: conversation.id }
  const canSend =
    !closed &&
    !bytes.tooLong &&
    placeholders.length === 0 &&
    (text.trim() !== '' || asset !== null) &&
    (!needsTag || humanAgent) &&
    !send.isPending

  // Instagram takes a picture and a text as two messages (delivery sends one or the other), so a
  // picture with text is sent as two: the picture first, then the text, each with its own key.
  const [pictureKey, setPictureKey] = useState(() => crypto.randomUUID())
  const announce = (message: TDirectMessage) => {
    if (message.delivery?.status === 'awaiting_approval') {
      onAnnounce('Waiting for the church’s approval')
      toast.success('Waiting for the church’s approval', {
        description: 'Nothing is sent until the church approves it.',
      })
    } else {
      onAnnounce('Message sent')
      toast.success('Message sent', {
        description: `On its way to @${conversation.username}'s Instagram inbox.`,
      })
    }
  }
  // The text stays in the box, so nothing typed is lost.
  const onError = (error: Error) =>
    toast.error('Failed to send message', { description: error.message })
  const tag = needsTag ? { humanAgent: true } : {}

  const sendText = () =>
    send.mutate(
      { text: text.trim(), ...tag, clientKey },
      {
        onSuccess: (message) => {
          setText('')
          setHumanAgent(false)
          setClientKey(crypto.randomUUID())
          announce(message)
        },
        onError,
      },
    )

  const submit = () => {
    if (!canSend) return
    if (!asset) return sendText()
    send.mutate(
      { assetId: asset.id, ...tag, clientKey: pictureKey },
      {
        onSuccess: (message) => {
          setAsset(null)
          setPictureKey(crypto.randomUUID())
          if (text.trim()) return sendText()
          setHumanAgent(false)
          announce(message)
        },
        onError,
      },
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      submit()
    }
  }

  // Writing here shows the team "Sam is replying…", so two teammates do not both answer.
  useReplyPresence(
    conversation.id,
    !closed && (text.trim() !== '' || asset !== null),
    'conversation',
  )

  if (closed)
    return (
      <div
        role="status"
        data-send-state="closed"
        className="flex gap-2 rounded-md border bg-muted/50 p-3 text-sm"
      >
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <div className="space-y-1">
          <p className="font-medium">Sending is closed</p>
          <p className="text-muted-foreground">{closed}</p>
        </div>
      </div>
    )

  return (
    <div className="space-y-2" onKeyDown={onKeyDown} data-send-state={sendWindow.state}>
      <ReplyingNote commentId={conversation.id} />
      <label htmlFor={id} className="text-sm font-medium">
        Message to @{conversation.username}
      </label>
      <Textarea
        id={id}
        data-action="reply"
        placeholder="Write a message..."
        className="min-h-[80px]"
        maxLength={TYPING_LIMIT}
        value={text}
        aria-invalid={bytes.tooLong || placeholders.length > 0 || undefined}
        aria-describedby={`${id}-bytes ${id}-placeholders`}
        onChange={(event) => setText(event.target.value)}
      />
      <p
        id={`${id}-bytes`}
        aria-live="polite"
        className={cn('text-xs', bytes.tooLong ? 'text-destructive' : 'text-muted-foreground')}
      >
        {bytes.label}
      </p>
      <ChurchPlaceholderWarnings
        target={target}
        id={`${id}-placeholders`}
        placeholders={placeholders}
      />
      {asset ? (
        <div className="flex items-center gap-2 rounded-md border p-2 text-sm">
          <img src={asset.thumbnailUrl} alt="" className="size-10 rounded object-cover" />
          <span className="min-w-0 flex-1 truncate">
            {asset.kind === 'video' ? 'Video' : 'Picture'}: {asset.altText || asset.fileName}
          </span>
          <Button
            size="icon"
            variant="ghost"
            aria-label={`Remove ${asset.fileName}`}
            onClick={() => setAsset(null)}
          >
            <X aria-hidden />
          </Button>
        </div>
      ) : null}
      {needsTag ? (
        <label className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm text-amber-950">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={humanAgent}
            onChange={(event) => setHumanAgent(event.target.checked)}
          />
          <span>
            <span className="font-medium">Send as human agent (up to 7 days)</span>
            <br />
            The 24-hour window has closed. Instagram allows a message typed by a person, not a
            template or rule, for 7 days after @{conversation.username}'s last message.
          </span>
        </label>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <div className="mr-auto flex flex-wrap gap-2">
          <SavedReplyPicker
            target={target}
            onInsert={(inserted) => setText((current) => `${current}${inserted}`)}
          />
          <AssetPicker
            routeId={conversation.organization.routeId}
            churchName={conversation.organization.name}
            onPick={setAsset}
          />
        </div>
        <span className="hidden text-xs text-muted-foreground sm:inline">Ctrl+Enter to send</span>
        <Button size="sm" disabled={!canSend} onClick={submit}>
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </div>
  )
}
