import { ClipboardCheck } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useOrganizationPosts } from '../../api/posts'
import { PendingPostItem } from './pending-post-item'

// The church's posts waiting for its sign-off, the one due soonest first.
export function PendingPostList({
  routeId,
  headingLevel = 'h2',
}: {
  routeId: string
  headingLevel?: 'h2' | 'h3'
}) {
  const posts = useOrganizationPosts(routeId, { state: 'awaiting_approval' })
  if (!posts.data) {
    if (!posts.error) return <Skeleton className="h-40 w-full rounded-xl" />
    return (
      <LoadError
        title="Could not load the posts to approve"
        message="Try again in a moment."
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    )
  }
  const waiting = [...posts.data].sort(
    (a, b) => Date.parse(a.scheduledAt ?? a.createdAt) - Date.parse(b.scheduledAt ?? b.createdAt),
  )
  if (waiting.length === 0)
    return (
      <EmptyState
        icon={ClipboardCheck}
        headingLevel={headingLevel}
        title="No posts waiting for your approval"
        description="When your church approves posts, the ones your agency schedules appear here before they go out."
      />
    )
  return (
    <ul className="space-y-4" aria-label="Posts waiting for approval">
      {waiting.map((post) => (
        <li key={post.id}>
          <PendingPostItem post={post} />
        </li>
      ))}
    </ul>
  )
}
