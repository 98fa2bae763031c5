import { Building2, Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useMe } from '@/lib/me'
import { useOrganizationList } from '../api/list-organizations'
import { AddOrganizationDialog } from './add-organization-dialog'
import { OrganizationGrid } from './organization-grid'

// The dashboard's Organizations card: the first two by name, and the way to the rest.
export function OrganizationsPreview() {
  const query = useOrganizationList('', 2)
  // Agents cannot add organizations: the button is not offered to be refused.
  const canAdd = useMe().data?.can.manageOrganizations ?? false
  const organizations = query.data?.pages[0]?.items

  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle>Organizations</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.organizations.getHref()}>View All</Link>
          </Button>
          {canAdd ? (
            <AddOrganizationDialog
              trigger={
                <Button size="sm">
                  <Plus aria-hidden /> Add Organization
                </Button>
              }
            />
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <LoadError
            title="Error loading dashboard data"
            message="Failed to load organization data."
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : organizations?.length === 0 ? (
          <EmptyState icon={Building2} title="No organizations found" headingLevel="h3" />
        ) : (
          <OrganizationGrid
            organizations={organizations}
            skeletons={2}
            className="grid grid-cols-1 gap-4 md:grid-cols-2"
          />
        )}
      </CardContent>
    </Card>
  )
}
