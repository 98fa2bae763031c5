import { BackLink } from '@/components/ui/back-link'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { ReportsView } from '@/features/reports/components/reports-view'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'
import { useAgencyTimeZone } from '@/lib/site'

// A church's own reports: the same numbers the agency sees for it, and nothing of other churches.
export function PortalReportsRoute() {
  const me = useMe()
  usePageTitle('Reports')
  const timeZone = useAgencyTimeZone()
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Your Portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">
          How {me.data?.organization?.name ?? 'your church'}'s comments were answered, and how your
          audience grew
        </p>
      </div>
      {timeZone ? (
        <ReportsView agency={false} timeZone={timeZone} />
      ) : (
        <Skeleton className="h-10 w-full" />
      )}
    </div>
  )
}
