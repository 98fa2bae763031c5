import { useParams } from 'react-router'
import { BackLink } from '@/components/ui/back-link'
import { QueryLadder } from '@/components/ui/query-ladder'
import { paths } from '@/config/paths'
import { useAccount } from '@/features/accounts/api/get-account'
import {
  AccountHeader,
  AccountHeaderSkeleton,
  AccountNotFound,
} from '@/features/accounts/components/account-header'
import { AccountPosts } from '@/features/comments/components/account-posts'
import { usePageTitle } from '@/lib/page-title'

export function AccountRoute() {
  const accountId = useParams().accountId ?? ''
  const account = useAccount(accountId)
  usePageTitle(
    account.data ? `@${account.data.username}` : account.isError ? 'Account Not Found' : undefined,
  )

  const backLink = <BackLink to={paths.accounts.getHref()}>Back to Accounts</BackLink>
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <QueryLadder
        query={account}
        notFound={<AccountNotFound accountId={accountId} />}
        error={{ title: 'Error', message: 'Failed to load accounts.' }}
        loading={<AccountHeaderSkeleton />}
        frame={(content) => (
          <>
            {backLink}
            {content}
          </>
        )}
      >
        {(data) => (
          <>
            <AccountHeader account={data} />
            <AccountPosts accountId={data.id} username={data.username} />
          </>
        )}
      </QueryLadder>
    </div>
  )
}
