import { MessageSquare } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { type InboxHotkey, useInboxHotkeys } from '../hooks/use-inbox-hotkeys'
import { CommentDetail } from './comment-detail'
import { CommentsInbox } from './comments-inbox'
import { ConversationDetail } from '../messages/conversation-detail'
import { KeyboardHelp } from './keyboard-help'

const ACTION_NAMES: Partial<Record<InboxHotkey, [action: string, name: string]>> = {
  r: ['reply', 'Reply'],
  p: ['reply-privately', 'Reply privately'],
  e: ['done', 'Done'],
  h: ['hide', 'Hide'],
  a: ['assign', 'Assign'],
  l: ['label', 'Label'],
  x: ['select', 'Select'],
}

const cards = (list: HTMLElement | null) =>
  Array.from(list?.querySelectorAll<HTMLElement>('[data-comment-id]') ?? [])

// The list and the opened comment or conversation: side by side from 1024 px, one at a time
// below. The opened item is in the address (/comments/:commentId?filters,
// /comments/conversations/:conversationId?filters), so a reload or a link keeps it.
export function InboxWorkspace({
  commentId: openCommentId,
  conversationId,
}: {
  commentId?: string
  conversationId?: string
}) {
  // The open item, whatever its kind: the keyboard works every kind alike.
  const commentId = openCommentId ?? conversationId
  const navigate = useNavigate()
  const { search } = useLocation()
  const listRef = useRef<HTMLDivElement>(null)
  const [cursorId, setCursorId] = useState<string | undefined>(commentId)
  const [helpOpen, setHelpOpen] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // A repeated message ("Label added" twice) must still be read out: alternate a trailing space.
  const announce = useCallback(
    (message: string) =>
      setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message)),
    [],
  )
  const current = cursorId ?? commentId

  const move = (step: 1 | -1) => {
    const all = cards(listRef.current)
    if (all.length === 0) return
    const index = all.findIndex((card) => card.dataset.commentId === current)
    const next = all[index === -1 ? 0 : Math.min(all.length - 1, Math.max(0, index + step))]!
    setCursorId(next.dataset.commentId)
    next.focus()
    next.scrollIntoView?.({ block: 'nearest' })
    const position = all.indexOf(next) + 1
    announce(`${next.dataset.commentLabel ?? 'Comment'}, ${position} of ${all.length}`)
  }

  const open = (id: string | undefined) => {
    if (!id) return
    const card = cards(listRef.current).find((each) => each.dataset.commentId === id)
    // Each card says where it opens (a comment, a conversation); a mention has no detail.
    const href = card ? card.dataset.openHref : paths.comment.getHref(id, search)
    if (href) navigate(href)
  }

  // The action's own button, in the open comment or else in the card under the cursor: the key
  // does exactly what a click would, and says so when the comment offers no such action.
  const trigger = (key: InboxHotkey) => {
    const [action, name] = ACTION_NAMES[key]!
    const scope = commentId
      ? document.querySelector<HTMLElement>('[data-comment-scope]')
      : cards(listRef.current).find((card) => card.dataset.commentId === current)
    const target = scope?.querySelector<HTMLElement>(`[data-action="${action}"]`)
    if (!target || target.matches(':disabled, [aria-disabled="true"]')) {
      announce(`${name} is not available for this ${conversationId ? 'conversation' : 'comment'}`)
      return
    }
    // A conversation's message box is always there: `r` puts the cursor in it.
    if (target instanceof HTMLTextAreaElement) target.focus()
    else target.click()
  }

  useInboxHotkeys({
    j: () => move(1),
    k: () => move(-1),
    Enter: () => open(current ?? cards(listRef.current)[0]?.dataset.commentId),
    r: () => trigger('r'),
    p: () => trigger('p'),
    e: () => trigger('e'),
    h: () => trigger('h'),
    a: () => trigger('a'),
    l: () => trigger('l'),
    x: () => trigger('x'),
    Escape: () => {
      if (!commentId) return
      navigate(`${paths.comments.getHref()}${search}`)
      announce(conversationId ? 'Conversation closed' : 'Comment closed')
      // Back in the list, the keyboard carries on from the comment that was open.
      requestAnimationFrame(() =>
        cards(listRef.current)
          .find((card) => card.dataset.commentId === commentId)
          ?.focus(),
      )
    },
    '?': () => setHelpOpen(true),
  })

  return (
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:gap-6">
      <div ref={listRef} className={cn(commentId && 'hidden lg:block')}>
        <CommentsInbox
          selectedId={commentId}
          cursorId={current}
          onCursor={setCursorId}
          tools={
            // Shortcuts are for keyboards: not offered on a phone's narrow screen.
            <KeyboardHelp
              open={helpOpen}
              onOpenChange={setHelpOpen}
              className="hidden shrink-0 sm:inline-flex"
            />
          }
        />
      </div>
      <div
        className={cn(
          'lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto lg:rounded-xl lg:border lg:p-5',
          !commentId && 'hidden lg:block',
        )}
      >
        {conversationId ? (
          <ConversationDetail conversationId={conversationId} onAnnounce={announce} />
        ) : commentId ? (
          <CommentDetail commentId={commentId} onAnnounce={announce} />
        ) : (
          <div className="flex flex-col items-center gap-2 py-16 text-center text-muted-foreground">
            <MessageSquare className="size-8" aria-hidden />
            <p>Open a comment or conversation to see its thread, notes and activity.</p>
            <p className="text-sm">
              Press <kbd className="rounded border px-1 font-mono text-xs">j</kbd> and{' '}
              <kbd className="rounded border px-1 font-mono text-xs">Enter</kbd>, or{' '}
              <kbd className="rounded border px-1 font-mono text-xs">?</kbd> for every key.
            </p>
          </div>
        )}
      </div>
      <p aria-live="polite" role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
