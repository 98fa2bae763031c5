import { MessageSquare } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Spinner } from '@/components/ui/spinner'
import { type InboxFilters, useComments } from '../api/list-comments'
import type { Selection } from '../hooks/use-selection'
import { CommentCard } from './comment-card'

// The comments of one tab, loading the next page as the end of the list comes into view.
export function CommentList({
  filters,
  selection,
}: {
  filters: InboxFilters
  selection?: Selection
}) {
  const filtered = Boolean(filters.search || filters.accountId || filters.status !== 'all')
  const query = useComments(filters)
  const orderedIds = query.data?.pages.flatMap((page) => page.items.map((item) => item.id)) ?? []
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
      <PagedList
        as="div"
        loadOnScroll
        query={query}
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
          <CommentCard
            comment={comment}
            select={
              selection && {
                selected: selection.allMatching || selection.ids.has(comment.id),
                onToggle: (range) => selection.toggle(comment.id, { range, orderedIds }),
              }
            }
          />
        )}
      />
    </div>
  )
}
