import { useParams } from 'react-router'
import { LoadError } from '@/components/ui/load-error'
import { useAccount } from '@/features/accounts/api/get-account'
import {
  AccountHeader,
  AccountHeaderSkeleton,
  AccountNotFound,
  BackToAccounts,
} from '@/features/accounts/components/account-header'
import { ApiError } from '@/lib/api-client'

export function AccountRoute() {
  const accountId = useParams().accountId ?? ''
  const account = useAccount(accountId)

  if (account.error instanceof ApiError && account.error.status === 404) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <AccountNotFound accountId={accountId} />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackToAccounts />
      {account.data ? (
        <>
          <AccountHeader account={account.data} />
          {/* The account's posts and comments go here, below the header:
              <AccountPosts accountId={account.data.id} /> (features/accounts/components). */}
        </>
      ) : account.isError ? (
        <LoadError
          title="Error"
          message="Failed to load accounts."
          error={account.error}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <AccountHeaderSkeleton />
      )}
    </div>
  )
}
