import { useSearchParams } from 'react-router'
import { MonthlyReport } from '@/features/reports/components/monthly-report'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'
import { useSiteName } from '@/lib/site'

const lastMonth = () => {
  const now = new Date()
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7)
}

// /reports/print?org=…&month=YYYY-MM: a church's monthly report, laid out for paper. A church's
// own people get their own church whatever `org` says (the server decides in any case).
export function ReportPrintRoute() {
  const [params] = useSearchParams()
  const me = useMe()
  const agencyName = useSiteName()
  const asked = params.get('month') ?? ''
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : lastMonth()
  const org = params.get('org')
  const organizationId = me.data?.user.role === 'admin' && org && org !== 'own' ? org : undefined
  usePageTitle(`Monthly report ${month}`)
  return (
    <div className="px-4 py-8 sm:px-6 print:p-0">
      <MonthlyReport organizationId={organizationId} month={month} agencyName={agencyName} />
    </div>
  )
}
