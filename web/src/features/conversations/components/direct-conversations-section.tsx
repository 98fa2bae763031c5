import { Lock, Mail } from 'lucide-react'
import { useState } from 'react'
import type { TInboxConversation } from '@common/schemas/direct-messages'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { RelativeTime } from '@/components/ui/relative-time'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api-client'
import { cn } from '@/lib/utils'
import { useChurchDirectConversations, useChurchDirectThread } from '../api/direct-conversations'

function DirectThread({
  routeId,
  conversation,
}: {
  routeId: string
  conversation: TInboxConversation
}) {
  const thread = useChurchDirectThread(routeId, conversation.id, true)
  if (thread.isPending) return <Spinner className="size-5" label="Loading the messages" />
  if (thread.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the messages: {thread.error.message}
      </p>
    )
  return (
    <ol className="space-y-2" aria-label={`Messages with @${conversation.username}`}>
      {thread.data.messages.map((message) => {
        const incoming = message.direction === 'inbound'
        return (
          <li
            key={message.id}
            data-direction={message.direction}
            className={cn('flex flex-col gap-0.5', incoming ? 'items-start' : 'items-end')}
          >
            <span className="text-xs text-muted-foreground">
              {incoming
                ? `@${conversation.username}`
                : message.sender === 'instagram_app'
                  ? 'You, from Instagram'
                  : (message.sentBy?.name ?? 'Your agency')}{' '}
              · <RelativeTime iso={message.sentAt} />
            </span>
            <p
              className={cn(
                'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-1.5 text-sm',
                incoming ? 'bg-muted' : 'border border-primary/40 bg-primary/10',
              )}
            >
              {message.unsentAt
                ? 'This message was removed'
                : (message.text ??
                  (message.storyMention ? 'Mentioned you in their story' : 'Attachment'))}
            </p>
          </li>
        )
      })}
    </ol>
  )
}

function DirectConversationCard({
  routeId,
  conversation,
}: {
  routeId: string
  conversation: TInboxConversation
}) {
  const [open, setOpen] = useState(false)
  const last = conversation.lastMessage
  return (
    <Card>
      <CardContent className="space-y-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Mail className="size-4 text-muted-foreground" aria-hidden />
          <span className="font-semibold">@{conversation.username}</span>
          <span className="text-sm text-muted-foreground">
            to @{conversation.account.username}
            {last ? (
              <>
                {' '}
                · <RelativeTime iso={last.at} />
              </>
            ) : null}
          </span>
          {conversation.pastoral ? (
            <PastoralFlagBadges flags={conversation.pastoral.flags} />
          ) : null}
        </div>
        {open ? (
          <DirectThread routeId={routeId} conversation={conversation} />
        ) : (
          <p className="line-clamp-2 break-words text-sm">{last?.text ?? 'Attachment'}</p>
        )}
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide messages' : 'Read messages'}
          <span className="sr-only"> with @{conversation.username}</span>
        </Button>
      </CardContent>
    </Card>
  )
}

// The church's direct messages on its portal, for the people its Owner lets read them. The agency
// answers them; the church reads them (prayer requests reach its pastoral contacts as well).
export function DirectConversationsSection({ routeId }: { routeId: string }) {
  const conversations = useChurchDirectConversations(routeId)
  const refused =
    conversations.error instanceof ApiError &&
    (conversations.error.status === 403 || conversations.error.status === 404)
  return (
    <section aria-labelledby="direct-messages-heading" className="space-y-4">
      <h2 id="direct-messages-heading" className="text-xl font-semibold">
        Direct messages
      </h2>
      {refused ? (
        <p className="flex items-start gap-2 rounded-md border bg-muted/50 p-3 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Your organization’s Owner has kept direct messages to fewer people. Ask them if you need
          to read them.
        </p>
      ) : (
        <PagedList
          query={conversations}
          error={{
            title: 'Could not load your direct messages',
            message: 'Try again in a moment.',
          }}
          loading={<Skeleton className="h-24 w-full rounded-xl" />}
          empty={
            <EmptyState
              icon={Mail}
              title="No direct messages yet"
              description="Messages followers send your Instagram accounts appear here."
            />
          }
          getKey={(item) => item.id}
          renderItem={(item) => <DirectConversationCard routeId={routeId} conversation={item} />}
          className="space-y-3"
          moreLabel="Show older messages"
        />
      )}
    </section>
  )
}
