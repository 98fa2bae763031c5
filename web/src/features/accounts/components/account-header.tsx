import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { DEFINITIONS } from '@common/definitions'
import { organizationNameKey } from '@common/organization-name'
import type { TAccountListItem } from '@common/schemas/account'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { StatCard } from '@/components/ui/stat-card'
import { paths } from '@/config/paths'
import { formatCount } from '@/utils/format'
import { AccountAvatar } from './account-avatar'
import { AccountStatusBadge } from './account-status-badge'

// The top of /accounts/{id}; the account's posts and comments follow it on the page.
export function AccountHeader({ account }: { account: TAccountListItem }) {
  return (
    <div className="space-y-4">
      <Card>
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <AccountAvatar
            username={account.username}
            src={account.profilePictureUrl}
            className="size-16 text-2xl"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="break-words text-2xl font-bold tracking-tight">@{account.username}</h1>
            {/* Instagram's display name, unless it only repeats the church's name below. */}
            {account.name &&
            organizationNameKey(account.name) !== organizationNameKey(account.organizationName) ? (
              <p className="text-muted-foreground">{account.name}</p>
            ) : null}
            <Link
              to={paths.organization.getHref(account.organizationRouteId)}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {account.organizationName}
            </Link>
          </div>
          <div className="space-y-1 sm:text-right">
            <AccountStatusBadge status={account.status} />
            {account.status !== 'connected' && account.statusReason ? (
              <p className="max-w-xs text-sm text-muted-foreground">{account.statusReason}</p>
            ) : null}
          </div>
        </CardContent>
      </Card>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <StatCard
          label="Followers"
          value={formatCount(account.followersCount)}
          definition={DEFINITIONS.followers}
        />
        <StatCard
          label="Pending Comments"
          value={formatCount(account.pendingCount)}
          definition={DEFINITIONS.pendingCount}
          valueClassName={account.pendingCount > 0 ? 'text-red-600' : undefined}
        />
      </div>
    </div>
  )
}

export function AccountHeaderSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading account">
      <Skeleton className="h-28 w-full rounded-xl" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Skeleton className="h-24 rounded-xl" />
        <Skeleton className="h-24 rounded-xl" />
      </div>
    </div>
  )
}

export function AccountNotFound({ accountId }: { accountId: string }) {
  return (
    <EmptyState
      icon={SearchX}
      headingLevel="h1"
      title="Account Not Found"
      description={
        <>
          No account with the id <code className="break-all">{accountId}</code> was found.
        </>
      }
      action={
        <Button asChild>
          <Link to={paths.accounts.getHref()}>Back to Accounts</Link>
        </Button>
      }
    />
  )
}
