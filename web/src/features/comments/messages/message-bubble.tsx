import { Heart, Smartphone } from 'lucide-react'
import { RelativeTime } from '@/components/ui/relative-time'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import type { TDirectMessage } from '@common/schemas/direct-messages'
import { MessageMedia } from './message-attachment'

const STATUS_TEXT: Partial<Record<string, string>> = {
  queued: 'Sending…',
  sending: 'Sending…',
  awaiting_approval: 'Awaiting the church’s approval',
  declined: 'Declined by the church: not sent',
  withdrawn: 'Withdrawn: not sent',
  discarded: 'Discarded: not sent',
}

// One message of the thread: the follower's on the left, the agency's and the church's (sent
// from the Instagram app) on the right.
export function MessageBubble({
  message,
  username,
  accountUsername,
  showSeen,
  onHeart,
  hearting,
}: {
  message: TDirectMessage
  username: string
  accountUsername: string
  // The newest of ours the follower has seen carries "Seen".
  showSeen: boolean
  onHeart?: () => void
  hearting?: boolean
}) {
  const incoming = message.direction === 'inbound'
  const fromPhone = message.sender === 'instagram_app'
  const author = incoming
    ? `@${username}`
    : fromPhone
      ? `@${accountUsername}`
      : (message.sentBy?.name ?? 'The agency')
  const hearted = message.reactions.some((reaction) => reaction.by === 'account')
  const delivery = message.delivery
  const status = delivery ? STATUS_TEXT[delivery.status] : undefined
  const failed = delivery?.status === 'failed'
  // Shown beside the text rather than as a second copy of the story.
  const storyMediaTypes = new Set(['story_mention'])
  const media = message.attachments.filter(
    (attachment) => !(message.storyMention && storyMediaTypes.has(attachment.type)),
  )
  const storyMentionUrl = message.storyMention
    ? (message.attachments.find((attachment) => attachment.type === 'story_mention')?.url ?? null)
    : null
  return (
    <li
      data-message-id={message.id}
      data-direction={message.direction}
      className={cn('flex flex-col gap-1', incoming ? 'items-start' : 'items-end')}
    >
      <span className="px-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{author}</span> ·{' '}
        <RelativeTime iso={message.sentAt} />
        {fromPhone ? (
          <span className="ml-1 inline-flex items-center gap-0.5">
            · <Smartphone className="size-3" aria-hidden /> Sent from Instagram
          </span>
        ) : null}
      </span>
      <div
        className={cn(
          'max-w-[85%] space-y-2 rounded-2xl px-3 py-2 sm:max-w-[75%]',
          incoming
            ? 'rounded-bl-sm bg-muted'
            : fromPhone
              ? // The church's own, from its phone: the same side, set apart from the agency's.
                'rounded-br-sm border border-primary/40 bg-primary/10 text-foreground'
              : 'rounded-br-sm bg-primary text-primary-foreground',
          message.unsentAt && 'border border-dashed bg-transparent text-muted-foreground',
          failed && 'ring-2 ring-destructive',
        )}
      >
        {message.unsentAt ? (
          <p className="text-sm italic">
            {incoming ? `@${username} removed this message` : 'This message was removed'}
          </p>
        ) : (
          <>
            {message.storyMention ? (
              <div className="space-y-1">
                <p className="text-sm font-medium">Mentioned @{accountUsername} in their story</p>
                <MessageMedia
                  type="story_mention"
                  url={storyMentionUrl}
                  alt={`@${username}'s story mentioning @${accountUsername}`}
                />
              </div>
            ) : null}
            {message.storyReply ? (
              <div className="space-y-1">
                <p className="text-xs opacity-80">Replied to your story</p>
                <MessageMedia
                  type="story"
                  url={message.storyReply.url}
                  alt={`The story @${username} replied to`}
                />
              </div>
            ) : null}
            {media.map((attachment, index) => (
              <MessageMedia
                key={index}
                type={attachment.type}
                url={attachment.url}
                alt={`${attachment.type.replace(/_/g, ' ')} from ${author}`}
              />
            ))}
            {message.postback ? (
              <p className="text-xs opacity-80">Tapped “{message.postback.title}”</p>
            ) : null}
            {message.unsupported ? (
              <p className="text-sm italic">
                A kind of message Instagram does not pass on: open Instagram to see it
              </p>
            ) : null}
            {message.text ? (
              <p className="whitespace-pre-line break-words">{message.text}</p>
            ) : null}
          </>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 px-1 text-xs text-muted-foreground">
        {/* The account's own heart on a follower's message is the pressed heart button. */}
        {message.reactions
          .filter((reaction) => !(incoming && onHeart && reaction.by === 'account'))
          .map((reaction, index) => (
            <span
              key={index}
              aria-label={`${reaction.by === 'account' ? `@${accountUsername}` : `@${username}`} reacted ${reaction.emoji}`}
            >
              {reaction.emoji}
            </span>
          ))}
        {status ? (
          <span role="status">
            {delivery?.status === 'declined' && delivery.declineReason
              ? `Declined by ${delivery.reviewerName ?? 'the church'}: ${delivery.declineReason} (not sent)`
              : status}
          </span>
        ) : null}
        {delivery?.humanAgent ? <span>Sent as human agent</span> : null}
        {failed ? (
          <span role="status" className="text-destructive">
            {delivery?.windowProblem
              ? 'Not sent: Instagram’s window for answering had closed'
              : `Not sent: ${delivery?.lastError ?? 'Instagram refused it'}`}
          </span>
        ) : null}
        {showSeen && message.seenAt ? <span>Seen</span> : null}
        {incoming && onHeart && !message.unsentAt ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-7 px-2"
            aria-pressed={hearted}
            aria-label={hearted ? `Hearted @${username}'s message` : `Heart @${username}'s message`}
            disabled={hearted || hearting}
            onClick={onHeart}
          >
            <Heart className={cn('size-4', hearted && 'fill-red-500 text-red-500')} aria-hidden />
          </Button>
        ) : null}
      </div>
    </li>
  )
}
