import { useMe } from '@/lib/me'
import { Building2, Plus } from 'lucide-react'
import { useState } from 'react'
import { AdminNote } from '@/components/ui/admin-note'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useOrganizationList } from '../api/list-organizations'
import { AddOrganizationDialog } from './add-organization-dialog'
import { OrganizationCard } from './organization-card'
import { ORGANIZATION_GRID, OrganizationGridSkeleton } from './organization-grid'

const addButton = (
  <Button>
    <Plus aria-hidden /> Add Organization
  </Button>
)

export function OrganizationDirectory() {
  const [search, setSearch] = useState('')
  const canAdd = useMe().data?.can.manageOrganizations ?? false
  const query = useOrganizationList(useDebouncedValue(search.trim()))

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          placeholder="Search organizations..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:max-w-sm"
        />
        {canAdd ? <AddOrganizationDialog trigger={addButton} /> : null}
      </div>
      <AdminNote>As an administrator, you can see all organizations.</AdminNote>
      <PagedList
        query={query}
        error={{
          title: 'Error loading organizations',
          message: 'Failed to load organization data.',
        }}
        loading={<OrganizationGridSkeleton count={4} />}
        empty={
          <EmptyState
            icon={Building2}
            title="No organizations found"
            description="Try adjusting your search or create a new organization."
            action={canAdd ? <AddOrganizationDialog trigger={addButton} /> : undefined}
          />
        }
        className={ORGANIZATION_GRID}
        getKey={(organization) => organization.id}
        renderItem={(organization) => <OrganizationCard organization={organization} />}
      />
    </div>
  )
}
