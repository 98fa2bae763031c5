import { ArrowUp, MessageSquare } from 'lucide-react'
import { useMemo } from 'react'
import { useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Spinner } from '@/components/ui/spinner'
import { type InboxFilters, useComments } from '../api/list-comments'
import { Button } from '@/components/ui/button'
import { useHeldBackArrivals } from '../hooks/use-held-back-arrivals'
import type { Selection } from '../hooks/use-selection'
import { CommentCard } from './comment-card'
import { ConversationCard } from '../messages/conversation-card'
import { MentionCard } from '../messages/mention-card'
import type { TInboxItem } from '@common/schemas/direct-messages'

// The comments of one tab, loading the next page as the end of the list comes into view.
export function CommentList({
  filters,
  selectedId,
  cursorId,
  onCursor,
  selection,
}: {
  filters: InboxFilters
  // The comment open in the detail, and the one the keyboard (j/k) is on.
  selectedId?: string
  cursorId?: string
  onCursor?: (commentId: string) => void
  selection?: Selection
}) {
  const { search: address } = useLocation()
  const filtered = Boolean(
    filters.search ||
    filters.accountIds.length ||
    filters.organizationIds.length ||
    filters.postId ||
    filters.assignee ||
    filters.labelId ||
    filters.from ||
    filters.to ||
    filters.flag,
  )
  // The opening view with nothing narrowing it: an empty Open is good news, not a failed search.
  const allClear = filters.view === 'open' && !filtered
  const noun = {
    comments: 'comments',
    messages: 'conversations',
    mentions: 'mentions',
    all: 'items',
  }[filters.kind]
  const query = useComments(filters)
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data])
  const orderedIds = items?.map((item) => item.id) ?? []
  const arrivals = useHeldBackArrivals(items, JSON.stringify(filters))
  const shown: typeof query = useMemo(
    () =>
      arrivals.held.size === 0 || !query.data
        ? query
        : ({
            ...query,
            data: {
              ...query.data,
              pages: query.data.pages.map((page) => ({
                ...page,
                items: page.items.filter((item) => !arrivals.held.has(item.id)),
              })),
            },
          } as typeof query),
    [query, arrivals.held],
  )
  // Set by the server when the term was too short for the text index (one or two letters, emoji).
  const searchedNewest = query.data?.pages[0]?.searchedNewest
  return (
    <div className="space-y-3">
      {searchedNewest ? (
        <p role="note" className="text-muted-foreground text-sm">
          Short searches look through the newest {searchedNewest.toLocaleString('en')} comments
          only. Type three or more letters to search every comment.
        </p>
      ) : null}
      <div role="status" className="sticky top-2 z-10 flex justify-center empty:hidden">
        {arrivals.count > 0 ? (
          <Button size="sm" className="shadow-md" onClick={arrivals.reveal}>
            <ArrowUp aria-hidden />
            {arrivals.count === 1 ? '1 new comment' : `${arrivals.count} new comments`}
          </Button>
        ) : null}
      </div>
      <PagedList
        as="div"
        loadOnScroll
        query={shown}
        error={{ title: 'Error', message: `Failed to load ${noun}.` }}
        loading={
          <div className="flex justify-center py-12">
            <Spinner className="size-8" label={`Loading ${noun}`} />
          </div>
        }
        empty={
          <EmptyState
            icon={MessageSquare}
            title={allClear ? `No open ${noun}` : `No ${noun} found`}
            description={
              allClear
                ? 'Everything is answered or marked done. All shows every one.'
                : filtered || filters.view !== 'all'
                  ? 'Try adjusting your search filters'
                  : `There are no ${noun} to display.`
            }
          />
        }
        className="space-y-3"
        moreLabel={`Load more ${noun}`}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <div
            data-comment-id={item.id}
            data-comment-label={itemLabel(item)}
            data-open-href={openHref(item, address)}
            tabIndex={-1}
            aria-current={item.id === selectedId ? 'true' : undefined}
            onFocus={() => onCursor?.(item.id)}
            className={cn(
              'rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              item.id === selectedId && 'ring-2 ring-primary',
              item.id === cursorId && item.id !== selectedId && 'ring-1 ring-muted-foreground/40',
            )}
          >
            {item.kind === 'conversation' ? (
              <ConversationCard conversation={item} openHref={openHref(item, address)!} />
            ) : item.kind === 'mention' ? (
              <MentionCard mention={item} />
            ) : (
              <CommentCard
                comment={item}
                openHref={openHref(item, address)}
                select={
                  selection && {
                    selected: selection.allMatching || selection.ids.has(item.id),
                    onToggle: (range) => {
                      selection.toggle(item.id, { range, orderedIds })
                      // Once the bulk bar shows, the card just picked stays clear of it.
                      requestAnimationFrame(() =>
                        document
                          .querySelector(`[data-comment-id="${item.id}"]`)
                          ?.scrollIntoView?.({ block: 'nearest' }),
                      )
                    },
                  }
                }
              />
            )}
          </div>
        )}
      />
    </div>
  )
}

// What the keyboard announces for the item under the cursor.
function itemLabel(item: TInboxItem): string {
  if (item.kind === 'conversation')
    return `Conversation with @${item.username}: ${(item.lastMessage?.text ?? '').slice(0, 80)}`
  if (item.kind === 'mention') return `Mention by @${item.username}: ${item.text.slice(0, 80)}`
  return `@${item.username}: ${item.text.slice(0, 80)}`
}

// Where Enter (and the card's Open) takes the item; mentions are worked on their card.
function openHref(item: TInboxItem, search: string): string | undefined {
  if (item.kind === 'conversation') return paths.directConversation.getHref(item.id, search)
  if (item.kind === 'mention') return undefined
  return paths.comment.getHref(item.id, search)
}
