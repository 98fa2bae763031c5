import { DashboardStats } from '@/features/dashboard/components/dashboard-stats'
import { OrganizationsPreview } from '@/features/organizations/components/organizations-preview'
import { usePageTitle } from '@/lib/page-title'

export function DashboardRoute() {
  usePageTitle('Dashboard')
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="text-muted-foreground">Totals across every organization the agency manages</p>
      </div>
      <DashboardStats />
      <OrganizationsPreview />
    </div>
  )
}
