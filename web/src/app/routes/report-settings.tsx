import { useMe } from '@/lib/me'
import { ReportSettingsCard } from '@/features/report-settings/components/report-settings-card'
import { usePageTitle } from '@/lib/page-title'

export function ReportSettingsRoute() {
  usePageTitle('Report settings')
  const canEdit = useMe().data?.can.manageReportSettings ?? false
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Report settings</h1>
        <p className="text-muted-foreground">
          The agency's response target and monthly report e-mail, for every church.
        </p>
      </div>
      <ReportSettingsCard canEdit={canEdit} />
    </div>
  )
}
