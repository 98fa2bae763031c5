import { CommentsInbox } from '@/features/comments/components/comments-inbox'
import { usePageTitle } from '@/lib/page-title'

export function CommentsRoute() {
  usePageTitle('Comments')
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Comments</h1>
        <p className="text-muted-foreground">
          Read and answer follower comments across every account.
        </p>
      </div>
      <CommentsInbox />
    </div>
  )
}
