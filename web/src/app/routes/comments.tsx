import { useParams } from 'react-router'
import { InboxWorkspace } from '@/features/comments/components/inbox-workspace'
import { usePageTitle } from '@/lib/page-title'

export function CommentsRoute() {
  const { commentId, conversationId } = useParams()
  usePageTitle(commentId ? 'Comment' : conversationId ? 'Conversation' : 'Comments')
  const open = commentId ?? conversationId
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      {/* On a phone the opened comment or conversation is the whole screen; its heading stays for screen readers. */}
      <div className={open ? 'sr-only lg:not-sr-only' : undefined}>
        <h1 className="text-3xl font-bold tracking-tight">Comments</h1>
        <p className="text-muted-foreground">
          Read and answer follower comments, messages and mentions across every account.
        </p>
      </div>
      <InboxWorkspace commentId={commentId} conversationId={conversationId} />
    </div>
  )
}
