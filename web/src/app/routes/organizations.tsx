import { OrganizationDirectory } from '@/features/organizations/components/organization-directory'
import { usePageTitle } from '@/lib/page-title'

export function OrganizationsRoute() {
  usePageTitle('Organizations')
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Organizations</h1>
        <p className="text-muted-foreground">The churches and organizations the agency manages</p>
      </div>
      <OrganizationDirectory />
    </div>
  )
}
