import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { ApprovalDecisionList } from '@/features/approvals/components/approval-decision-list'
import { PendingApprovalList } from '@/features/approvals/components/pending-approval-list'
import { PendingMessageList } from '@/features/approvals/components/pending-message-list'
import { PendingPostList } from '@/features/publishing/components/portal/pending-post-list'
import { usePendingMessageApprovals } from '@/features/approvals/api/approvals'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

export function ApprovalsRoute() {
  usePageTitle('Replies to approve')
  const routeId = useMe().data?.organization?.routeId
  const messages = usePendingMessageApprovals(routeId ?? '', Boolean(routeId))
  const messagesWaiting = Boolean(messages.data?.pages[0]?.items.length)
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Back to the portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Replies to approve</h1>
        <p className="text-muted-foreground">
          Replies your agency wrote in your church's name. Nothing is posted on Instagram until
          someone here approves it; a declined reply goes back to the agency with your reason.
        </p>
      </div>
      {routeId ? <PendingApprovalList routeId={routeId} othersWaiting={messagesWaiting} /> : null}
      {routeId ? <PendingMessageList routeId={routeId} /> : null}
      {routeId ? (
        <section aria-labelledby="posts-to-approve" className="space-y-3 pt-4">
          <div>
            <h2 id="posts-to-approve" className="text-xl font-semibold tracking-tight">
              Posts to approve
            </h2>
            <p className="text-sm text-muted-foreground">
              Posts your agency scheduled for your church's Instagram. Each waits for your approval
              before it goes out.
            </p>
          </div>
          <PendingPostList routeId={routeId} headingLevel="h3" />
        </section>
      ) : null}
      {routeId ? (
        <section aria-labelledby="approval-decisions" className="space-y-3 pt-4">
          <div>
            <h2 id="approval-decisions" className="text-xl font-semibold tracking-tight">
              Recent decisions
            </h2>
            <p className="text-sm text-muted-foreground">
              What your church approved, edited or declined, by whom and when.
            </p>
          </div>
          <ApprovalDecisionList routeId={routeId} />
        </section>
      ) : null}
    </div>
  )
}
