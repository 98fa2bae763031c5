import { ClipboardCheck } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Skeleton } from '@/components/ui/skeleton'
import { usePendingApprovals } from '../api/approvals'
import { PendingApprovalItem } from './pending-approval-item'

// The replies waiting for the church's approval, the one waiting longest first. `othersWaiting`:
// direct messages wait below, so "nothing waiting" would be untrue and is not shown.
export function PendingApprovalList({
  routeId,
  othersWaiting = false,
}: {
  routeId: string
  othersWaiting?: boolean
}) {
  const approvals = usePendingApprovals(routeId)
  return (
    <PagedList
      query={approvals}
      error={{ title: 'Could not load the replies to approve', message: 'Try again in a moment.' }}
      loading={<Skeleton className="h-40 w-full rounded-xl" />}
      empty={
        othersWaiting ? null : (
          <EmptyState
            icon={ClipboardCheck}
            title="Nothing waiting for your approval"
            description="When your church asks to approve replies, the ones your agency writes appear here before they are posted."
          />
        )
      }
      getKey={(item) => item.id}
      renderItem={(item) => <PendingApprovalItem routeId={routeId} item={item} />}
      className="space-y-4"
      moreLabel="Show more"
    />
  )
}
