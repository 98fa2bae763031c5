import { MessageSquare } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Spinner } from '@/components/ui/spinner'
import { type InboxFilters, useComments } from '../api/list-comments'
import { CommentCard } from './comment-card'

// The comments of one tab, loading the next page as the end of the list comes into view.
export function CommentList({ filters }: { filters: InboxFilters }) {
  const comments = useComments(filters)
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = comments

  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])

  if (comments.isPending) {
    return (
      <div className="flex justify-center py-12">
        <Spinner className="size-8" label="Loading comments" />
      </div>
    )
  }
  if (comments.isError) {
    return (
      <LoadError
        title="Error"
        message="Failed to load comments."
        error={comments.error}
        onRetry={() => void comments.refetch()}
      />
    )
  }
  const items = comments.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    const filtered = Boolean(filters.search || filters.accountId || filters.status !== 'all')
    return (
      <EmptyState
        icon={MessageSquare}
        title="No comments found"
        description={
          filtered ? 'Try adjusting your search filters' : 'There are no comments to display.'
        }
      />
    )
  }
  return (
    <div className="space-y-3">
      {items.map((comment) => (
        <CommentCard key={comment.id} comment={comment} />
      ))}
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading...' : 'Load more comments'}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
