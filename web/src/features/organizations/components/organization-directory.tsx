import { useMe } from '@/features/auth/api/get-me'
import { Building2, Plus } from 'lucide-react'
import { useState } from 'react'
import { AdminNote } from '@/components/ui/admin-note'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { SearchInput } from '@/components/ui/search-input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useOrganizationList } from '../api/list-organizations'
import { AddOrganizationDialog } from './add-organization-dialog'
import { OrganizationGrid } from './organization-grid'

const addButton = (
  <Button>
    <Plus aria-hidden /> Add Organization
  </Button>
)

export function OrganizationDirectory() {
  const [search, setSearch] = useState('')
  const canAdd = useMe().data?.can.manageOrganizations ?? false
  const query = useOrganizationList(useDebouncedValue(search.trim()))
  const organizations = query.data?.pages.flatMap((page) => page.items)

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
      {query.isError && !organizations ? (
        <LoadError
          title="Error loading organizations"
          message="Failed to load organization data."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : organizations?.length === 0 ? (
        <EmptyState
          icon={Building2}
          title="No organizations found"
          description="Try adjusting your search or create a new organization."
          action={canAdd ? <AddOrganizationDialog trigger={addButton} /> : undefined}
        />
      ) : (
        <OrganizationGrid organizations={organizations} skeletons={4} />
      )}
      {query.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
