import { Skeleton } from '@/components/ui/skeleton'
import { ReportsView } from '@/features/reports/components/reports-view'
import { usePageTitle } from '@/lib/page-title'
import { useAgencyTimeZone } from '@/lib/site'

export function ReportsRoute() {
  usePageTitle('Reports')
  const timeZone = useAgencyTimeZone()
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
