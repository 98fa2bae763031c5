import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { PendingApprovalList } from '@/features/approvals/components/pending-approval-list'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

export function ApprovalsRoute() {
  usePageTitle('Replies to approve')
  const routeId = useMe().data?.organization?.routeId
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
      {routeId ? <PendingApprovalList routeId={routeId} /> : null}
    </div>
  )
}
