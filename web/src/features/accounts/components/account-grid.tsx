import { Camera } from 'lucide-react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Spinner } from '@/components/ui/spinner'
import { type AccountFilter, useAccountList } from '../api/list-all-accounts'
import { AccountSummaryCard } from './account-summary-card'

// Admin account cards for a filter, a page at a time, with loading, empty and error states.
export function AccountGrid({
  filter,
  emptyTitle,
  emptyDescription,
}: {
  filter: AccountFilter
  emptyTitle: string
  emptyDescription: string
}) {
  return (
    <PagedList
      query={useAccountList(filter)}
      error={{ title: 'Error', message: 'Failed to load accounts.' }}
      loading={
        <div className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
          <Spinner label="Loading accounts..." />
          <span aria-hidden>Loading accounts...</span>
        </div>
      }
      empty={<EmptyState icon={Camera} title={emptyTitle} description={emptyDescription} />}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
      getKey={(account) => account.id}
      renderItem={(account) => <AccountSummaryCard account={account} />}
    />
  )
}
