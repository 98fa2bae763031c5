import { type ReactNode, useEffect, useRef } from 'react'
import { cn } from '@/lib/utils'
import { Button } from './button'
import { LoadError } from './load-error'

// What a list needs of a TanStack infinite query (useInfiniteQuery's result has all of it).
export interface PagedQuery<Item> {
  data: { pages: { items: Item[] }[] } | undefined
  error: Error | null
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: () => unknown
  refetch: () => unknown
}

// Every paged list of the app climbs the same ladder: a failed first load shows the error with
// Try again; then the loading state; an empty answer shows `empty`; otherwise the items, with a
// button for the next page (and, with `loadOnScroll`, the next page loads as the end comes into
// view). A failed refetch keeps the items already shown.
export function PagedList<Item>({
  query,
  error,
  loading,
  empty,
  renderItem,
  getKey,
  className,
  itemClassName,
  moreLabel = 'Show more',
  loadOnScroll = false,
  as = 'ul',
}: {
  query: PagedQuery<Item>
  error: { title: string; message: string }
  loading: ReactNode
  empty: ReactNode
  renderItem: (item: Item) => ReactNode
  getKey: (item: Item) => string
  // The list's own classes (a grid, or a stack); `itemClassName` goes on each item.
  className: string
  itemClassName?: string
  moreLabel?: string
  loadOnScroll?: boolean
  // 'div' for lists whose items are not announced as a list (the inbox's cards).
  as?: 'ul' | 'div'
}) {
  const items = query.data?.pages.flatMap((page) => page.items)
  if (!items && query.error) {
    return (
      <LoadError
        title={error.title}
        message={error.message}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!items) return loading
  if (items.length === 0) return empty
  const List = as
  const Item = as === 'ul' ? 'li' : 'div'
  return (
    <div className={loadOnScroll ? 'space-y-3' : 'space-y-6'}>
      <List className={className}>
        {items.map((item) => (
          <Item key={getKey(item)} className={itemClassName}>
            {renderItem(item)}
          </Item>
        ))}
      </List>
      {loadOnScroll ? <NextPageSentinel query={query} /> : null}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : moreLabel}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function NextPageSentinel({ query }: { query: PagedQuery<unknown> }) {
  const sentinel = useRef<HTMLDivElement>(null)
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasNextPage, isFetchingNextPage, fetchNextPage])
  return <div ref={sentinel} className={cn(!hasNextPage && 'hidden')} />
}
