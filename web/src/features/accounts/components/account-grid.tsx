import { Camera } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
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
  const query = useAccountList(filter)
  const accounts = query.data?.pages.flatMap((page) => page.items)

  if (query.isError && !accounts) {
    return (
      <LoadError
        title="Error"
        message="Failed to load accounts."
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (!accounts) {
    return (
      <div className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
        <Spinner label="Loading accounts..." />
        <span aria-hidden>Loading accounts...</span>
      </div>
    )
  }
  if (accounts.length === 0) {
    return <EmptyState icon={Camera} title={emptyTitle} description={emptyDescription} />
  }
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountSummaryCard account={account} />
          </li>
        ))}
      </ul>
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
