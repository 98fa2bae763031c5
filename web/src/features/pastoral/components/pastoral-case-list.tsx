import { HeartHandshake } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Skeleton } from '@/components/ui/skeleton'
import { usePastoralCases } from '../api/pastoral'
import { PastoralCaseItem } from './pastoral-case-item'

// The flagged comments routed to the church, newest first.
export function PastoralCaseList({ routeId }: { routeId: string }) {
  const cases = usePastoralCases(routeId)
  const guidance = cases.data?.pages[0]?.emergencyGuidance ?? ''
  return (
    <PagedList
      query={cases}
      error={{ title: 'Could not load Pastoral care', message: 'Try again in a moment.' }}
      loading={<Skeleton className="h-40 w-full rounded-xl" />}
      empty={
        <EmptyState
          icon={HeartHandshake}
          title="Nothing needs pastoral care"
          description="Prayer requests, grief and people in crisis will appear here as their comments arrive."
        />
      }
      getKey={(item) => item.commentId}
      renderItem={(item) => <PastoralCaseItem routeId={routeId} item={item} guidance={guidance} />}
      className="space-y-4"
      moreLabel="Show older"
    />
  )
}
