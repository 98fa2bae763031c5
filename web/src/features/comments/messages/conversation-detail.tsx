import { X } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { BackLink } from '@/components/ui/back-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { useConversation, useReactToMessage, useWorkItemNotes } from '../api/direct-conversation'
import { AssigneeChip, AssigneeControl, DoneButton } from '../components/comment-work-actions'
import { DetailNotes } from '../components/detail-notes'
import { LabelChips } from '../components/label-chips'
import { LabelPicker } from '../components/label-picker'
import { MessageBox } from './message-box'
import { MessageBubble } from './message-bubble'
import { messageWindow } from './message-window'
import type { TDirectMessage, TDirectThread } from '@common/schemas/direct-messages'
import { WORK_ITEMS_API } from '../api/comment-detail'
import { useNow } from './use-now'
import { WindowClock } from './window-clock'

// A follower's direct-message thread with one of the church's accounts, worked as a comment is:
// beside the list on a desktop, its own screen on a phone.
export function ConversationDetail({
  conversationId,
  onAnnounce,
}: {
  conversationId: string
  onAnnounce: (message: string) => void
}) {
  const thread = useConversation(conversationId)
  const { search } = useLocation()
  const back = `${paths.comments.getHref()}${search}`
  return (
    <section aria-label="Conversation" data-comment-scope className="space-y-5">
      <div className="flex items-center justify-between">
        <div className="lg:hidden">
          <BackLink to={back}>Back to the inbox</BackLink>
        </div>
        <Button asChild variant="ghost" size="sm" className="ml-auto hidden lg:inline-flex">
          <Link to={back} data-action="close">
            <X aria-hidden /> Close
          </Link>
        </Button>
      </div>
      {thread.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner className="size-8" label="Loading the conversation" />
        </div>
      ) : thread.isError ? (
        <LoadError
          title="Could not load the conversation"
          message="It may have been removed, or you may no longer have access to it."
          error={thread.error}
          onRetry={() => void thread.refetch()}
        />
      ) : (
        <ThreadBody
          key={conversationId}
          pages={thread.data.pages}
          older={{
            more: thread.hasNextPage,
            loading: thread.isFetchingNextPage,
            load: () => void thread.fetchNextPage(),
          }}
          onAnnounce={onAnnounce}
        />
      )}
    </section>
  )
}

function ThreadBody({
  pages,
  older,
  onAnnounce,
}: {
  pages: TDirectThread[]
  older: { more: boolean; loading: boolean; load: () => void }
  onAnnounce: (message: string) => void
}) {
  // The newest page holds the conversation as it is now; older pages only add messages.
  const thread = pages[0]!
  const { conversation } = thread
  const now = useNow()
  const sendWindow = messageWindow(thread.window, now)
  const messages = useMemo(() => {
    const byId = new Map<string, TDirectMessage>()
    for (const page of pages) for (const message of page.messages) byId.set(message.id, message)
    return [...byId.values()].sort((a, b) => Date.parse(a.sentAt) - Date.parse(b.sentAt))
  }, [pages])
  const lastSeenOwn = [...messages]
    .reverse()
    .find((m) => m.direction === 'outbound' && m.seenAt)?.id
  const react = useReactToMessage(conversation.id)

  // Beside the list, the pane opens on the newest messages, as a chat does; on a phone the
  // screen starts at the top, with the follower's name and the window.
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    if (!window.matchMedia?.('(min-width: 1024px)').matches) return
    // The pane scrolls, not the page: the page stays where the list was.
    let pane = list.current?.parentElement ?? null
    while (pane && getComputedStyle(pane).overflowY !== 'auto') pane = pane.parentElement
    if (pane) pane.scrollTop = pane.scrollHeight
  }, [conversation.id])

  const notes = useWorkItemNotes(conversation.id)

  const workItem = {
    id: conversation.id,
    username: conversation.username,
    assignee: conversation.assignee,
    responseStatus: conversation.done ? ('done' as const) : ('pending' as const),
    hidden: false,
  }

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">
          @{conversation.username}{' '}
          <span className="text-base font-normal text-muted-foreground">
            to @{conversation.account.username}
          </span>
        </h2>
        <p className="text-sm text-muted-foreground">{conversation.organization.name}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge variant="outline">Direct messages</Badge>
          <WindowClock window={sendWindow} />
          {conversation.done ? <Badge variant="secondary">Done</Badge> : null}
          {conversation.pastoral ? (
            <PastoralFlagBadges flags={conversation.pastoral.flags} />
          ) : null}
          <AssigneeChip comment={conversation} />
        </div>
      </header>
      <LabelChips labels={conversation.labels} />
      <div className="flex flex-wrap items-start gap-2">
        <DoneButton
          comment={workItem}
          noun="conversation"
          api={WORK_ITEMS_API}
          onAnnounce={onAnnounce}
        />
        <AssigneeControl
          comment={workItem}
          noun="conversation"
          api={WORK_ITEMS_API}
          onAnnounce={onAnnounce}
        />
        <LabelPicker
          commentId={conversation.id}
          labels={conversation.labels}
          onAnnounce={onAnnounce}
        />
      </div>

      <section aria-label={`Messages with @${conversation.username}`} className="space-y-3">
        {older.more ? (
          <div className="flex justify-center">
            <Button size="sm" variant="outline" disabled={older.loading} onClick={older.load}>
              {older.loading ? 'Loading...' : 'Load older messages'}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No messages yet.</p>
        ) : (
          <ol ref={list} className="space-y-3">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                username={conversation.username}
                accountUsername={conversation.account.username}
                showSeen={message.id === lastSeenOwn}
                hearting={react.isPending && react.variables === message.id}
                onHeart={
                  // Instagram takes a reaction within the same window as a message.
                  !thread.canSend || sendWindow.state === 'closed'
                    ? undefined
                    : () =>
                        react.mutate(message.id, {
                          onSuccess: () => onAnnounce('Heart sent'),
                          onError: (error) =>
                            toast.error('Could not send the heart', { description: error.message }),
                        })
                }
              />
            ))}
          </ol>
        )}
      </section>

      <MessageBox thread={thread} sendWindow={sendWindow} onAnnounce={onAnnounce} />
      <DetailNotes
        commentId={conversation.id}
        notes={notes.data?.items ?? []}
        api={WORK_ITEMS_API}
        onAnnounce={onAnnounce}
      />
    </div>
  )
}
