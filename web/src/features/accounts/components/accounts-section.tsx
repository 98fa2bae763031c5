import { Button } from '@/components/ui/button'
import { useMe } from '@/lib/me'
import { useOrganizationAccounts } from '../api/list-accounts'
import { AccountCard } from './account-card'
import { ConnectAccountCard } from './connect-account-card'

export function AccountsSection({ routeId }: { routeId: string }) {
  const accounts = useOrganizationAccounts(routeId)
  const items = accounts.data?.pages.flatMap((page) => page.items) ?? []
  // Connecting and revoking is the church Owner's, or a Member's they allowed.
  const canManage = useMe().data?.can.manageAccounts ?? false

  return (
    <section aria-labelledby="accounts-heading" className="space-y-4">
      <h2 id="accounts-heading" className="text-xl font-semibold">
        Instagram Accounts
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {canManage ? <ConnectAccountCard /> : null}
        {items.map((account) => (
          <AccountCard key={account.id} account={account} canManage={canManage} />
        ))}
      </div>
      {canManage ? null : (
        <p className="text-sm text-muted-foreground">
          Your church&apos;s Owner connects and revokes Instagram accounts, or someone they allow.
        </p>
      )}
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
          {canManage
            ? 'No accounts found. Connect your first Instagram account above.'
            : 'No accounts connected yet.'}
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
