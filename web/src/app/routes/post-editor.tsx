import { SearchX } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router'
import { BackLink } from '@/components/ui/back-link'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryLadder } from '@/components/ui/query-ladder'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePost } from '@/features/publishing/api/posts'
import { PostComposer } from '@/features/publishing/components/composer/post-composer'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

// The server decides (auth/policy.ts): the agency's Owners and Admins schedule and publish.
const useCanPublish = () => useMe().data?.can.publishPosts ?? false

export function NewPostRoute() {
  usePageTitle('New post')
  const [search] = useSearchParams()
  const canPublish = useCanPublish()
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.calendar.getHref()}>Back to the calendar</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">New post</h1>
      <PostComposer
        canPublish={canPublish}
        initialOrganizationId={search.get('org') ?? undefined}
        initialDate={search.get('date') ?? undefined}
      />
    </div>
  )
}

export function PostRoute() {
  const postId = useParams().postId ?? ''
  const post = usePost(postId)
  const canPublish = useCanPublish()
  usePageTitle(
    post.data
      ? `Post for ${post.data.organization.name}`
      : post.isError
        ? 'Post not found'
        : undefined,
  )
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.calendar.getHref()}>Back to the calendar</BackLink>
      <QueryLadder
        query={post}
        notFound={
          <EmptyState
            icon={SearchX}
            headingLevel="h1"
            title="Post not found"
            description="It may have been deleted."
          />
        }
        error={{ title: 'Could not load the post', message: 'Try again in a moment.' }}
        loading={<Skeleton className="h-96 w-full rounded-xl" />}
      >
        {(data) => (
          <>
            <h1 className="text-3xl font-bold tracking-tight">Post for {data.organization.name}</h1>
            {/* A new form when the post moves on (published, declined…) under the editor. */}
            <PostComposer key={`${data.id}-${data.state}`} post={data} canPublish={canPublish} />
          </>
        )}
      </QueryLadder>
    </div>
  )
}
