import { Navigate } from 'react-router'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useMe } from '@/lib/me'
import { ReportsView } from '@/features/reports/components/reports-view'
import { usePageTitle } from '@/lib/page-title'
import { useAgencyTimeZone } from '@/lib/site'

export function ReportsRoute() {
  usePageTitle('Reports')
  const timeZone = useAgencyTimeZone()
  const me = useMe()
  // An Agent who follows an old link lands on the dashboard rather than on a refusal.
  if (me.data?.can.readReports === false) {
    return <Navigate to={paths.dashboard.getHref()} replace />
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">
          How fast each church's people were answered, how many wrote, and how audiences grew
        </p>
      </div>
      {timeZone ? <ReportsView agency timeZone={timeZone} /> : <Skeleton className="h-10 w-full" />}
    </div>
  )
}
