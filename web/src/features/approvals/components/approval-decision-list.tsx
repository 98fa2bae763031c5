import { History } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Skeleton } from '@/components/ui/skeleton'
import { useApprovalDecisions } from '../api/approvals'
import { ApprovalDecisionItem } from './approval-decision-item'

// The church's decisions on the replies written in its name, newest first.
export function ApprovalDecisionList({ routeId }: { routeId: string }) {
  const decisions = useApprovalDecisions(routeId)
  return (
    <PagedList
      query={decisions}
      error={{ title: 'Could not load your decisions', message: 'Try again in a moment.' }}
      loading={<Skeleton className="h-32 w-full rounded-xl" />}
      empty={
        <EmptyState
          icon={History}
          headingLevel="h3"
          title="No decisions yet"
          description="Replies your church approves, edits or declines are listed here, with who decided and when."
        />
      }
      getKey={(item) => item.id}
      renderItem={(item) => <ApprovalDecisionItem item={item} />}
      className="space-y-3"
      moreLabel="Show older decisions"
    />
  )
}
