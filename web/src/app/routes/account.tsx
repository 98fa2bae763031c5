import { useParams } from 'react-router'
import { BackLink } from '@/components/ui/back-link'
import { LoadError } from '@/components/ui/load-error'
import { paths } from '@/config/paths'
import { useAccount } from '@/features/accounts/api/get-account'
import {
  AccountHeader,
  AccountHeaderSkeleton,
  AccountNotFound,
} from '@/features/accounts/components/account-header'
import { AccountPosts } from '@/features/comments/components/account-posts'
import { ApiError } from '@/lib/api-client'
import { usePageTitle } from '@/lib/page-title'

export function AccountRoute() {
  const accountId = useParams().accountId ?? ''
  const account = useAccount(accountId)
  usePageTitle(
    account.data ? `@${account.data.username}` : account.isError ? 'Account Not Found' : undefined,
  )

  if (account.error instanceof ApiError && account.error.status === 404) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <AccountNotFound accountId={accountId} />
      </div>
    )
  }
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.accounts.getHref()}>Back to Accounts</BackLink>
      {account.data ? (
        <>
          <AccountHeader account={account.data} />
          <AccountPosts accountId={account.data.id} username={account.data.username} />
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
