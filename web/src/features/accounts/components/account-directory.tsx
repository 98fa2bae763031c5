import { useState } from 'react'
import { AdminNote } from '@/components/ui/admin-note'
import { SearchInput } from '@/components/ui/search-input'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { AccountGrid } from './account-grid'

// Radix select items cannot have an empty value, so "every organization" has a name of its own.
const ALL = 'all'

export function AccountDirectory({
  organizations,
}: {
  organizations: { id: string; name: string }[]
}) {
  const [search, setSearch] = useState('')
  const [organizationId, setOrganizationId] = useState(ALL)
  const debouncedSearch = useDebouncedValue(search.trim())

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row">
        <SearchInput
          placeholder="Search accounts..."
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="w-full sm:max-w-sm"
        />
        <Select value={organizationId} onValueChange={setOrganizationId}>
          <SelectTrigger className="sm:w-64" aria-label="Filter by organization">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Organizations</SelectItem>
            {organizations.map((organization) => (
              <SelectItem key={organization.id} value={organization.id}>
                {organization.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <AdminNote>As an administrator, you can see all accounts across organizations.</AdminNote>
      <AccountGrid
        filter={{
          search: debouncedSearch || undefined,
          organizationId: organizationId === ALL ? undefined : organizationId,
        }}
        emptyTitle="No accounts found"
        emptyDescription="Try adjusting your search or filters to find accounts."
      />
    </div>
  )
}
