import { Button } from '@/components/ui/button'
import { useOrganizationAccounts } from '../api/list-accounts'
import { AccountCard } from './account-card'
import { ConnectAccountCard } from './connect-account-card'

export function AccountsSection({ routeId }: { routeId: string }) {
  const accounts = useOrganizationAccounts(routeId)
  const items = accounts.data?.pages.flatMap((page) => page.items) ?? []

  return (
    <section aria-labelledby="accounts-heading" className="space-y-4">
      <h2 id="accounts-heading" className="text-xl font-semibold">
        Instagram Accounts
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ConnectAccountCard />
        {items.map((account) => (
          <AccountCard key={account.id} account={account} />
        ))}
      </div>
      {accounts.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          Loading accounts...
        </p>
      ) : accounts.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load accounts. {accounts.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No accounts found. Connect your first Instagram account above.
        </p>
      ) : null}
      {accounts.hasNextPage ? (
        <Button
          variant="outline"
          onClick={() => void accounts.fetchNextPage()}
          disabled={accounts.isFetchingNextPage}
        >
          {accounts.isFetchingNextPage ? 'Loading...' : 'Show more accounts'}
        </Button>
      ) : null}
    </section>
  )
}
