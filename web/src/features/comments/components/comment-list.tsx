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
    filters.view !== 'all',
  )
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
        error={{ title: 'Error', message: 'Failed to load comments.' }}
        loading={
          <div className="flex justify-center py-12">
            <Spinner className="size-8" label="Loading comments" />
          </div>
        }
        empty={
          <EmptyState
            icon={MessageSquare}
            title="No comments found"
            description={
              filtered ? 'Try adjusting your search filters' : 'There are no comments to display.'
            }
          />
        }
        className="space-y-3"
        moreLabel="Load more comments"
        getKey={(comment) => comment.id}
        renderItem={(comment) => (
          <div
            data-comment-id={comment.id}
            data-comment-label={`@${comment.username}: ${comment.text.slice(0, 80)}`}
            tabIndex={-1}
            aria-current={comment.id === selectedId ? 'true' : undefined}
            onFocus={() => onCursor?.(comment.id)}
            className={cn(
              'rounded-xl focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              comment.id === selectedId && 'ring-2 ring-primary',
              comment.id === cursorId &&
                comment.id !== selectedId &&
                'ring-1 ring-muted-foreground/40',
            )}
          >
            <CommentCard
              comment={comment}
              openHref={paths.comment.getHref(comment.id, address)}
              select={
                selection && {
                  selected: selection.allMatching || selection.ids.has(comment.id),
                  onToggle: (range) => selection.toggle(comment.id, { range, orderedIds }),
                }
              }
            />
          </div>
        )}
      />
    </div>
  )
}
