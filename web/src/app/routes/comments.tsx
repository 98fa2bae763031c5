import { useParams } from 'react-router'
import { InboxWorkspace } from '@/features/comments/components/inbox-workspace'
import { usePageTitle } from '@/lib/page-title'
import { cn } from '@/lib/utils'

export function CommentsRoute() {
  const { commentId, conversationId } = useParams()
  usePageTitle(commentId ? 'Comment' : conversationId ? 'Conversation' : 'Comments')
  const open = commentId ?? conversationId
  return (
    // Tighter than other pages: the inbox's first card starts high on the screen (issue 29).
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      {/* On a phone the opened comment or conversation is the whole screen; its heading stays for screen readers. */}
      <div className={cn('lg:flex lg:items-baseline lg:gap-x-4', open && 'sr-only lg:not-sr-only')}>
        <h1 className="text-3xl font-bold tracking-tight">Comments</h1>
        <p className="text-sm text-muted-foreground sm:text-base">
          Read and answer follower comments, messages and mentions across every account.
        </p>
      </div>
      <InboxWorkspace commentId={commentId} conversationId={conversationId} />
    </div>
  )
}
