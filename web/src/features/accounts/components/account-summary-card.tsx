import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { DEFINITIONS } from '@common/definitions'
import type { TAccountListItem } from '@common/schemas/account'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { DefinitionTooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { formatCount } from '@/utils/format'
import { AccountAvatar } from './account-avatar'
import { ConnectionBadge, connectionReason } from './connection-badge'

// Read-only for admins: granting and revoking access is the church's decision, made in its portal.
export function AccountSummaryCard({ account }: { account: TAccountListItem }) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <AccountAvatar username={account.username} src={account.profilePictureUrl} />
          <div className="min-w-0">
            {/* Cut with an ellipsis where the card ends; the title shows the whole name on hover,
                and screen readers read the whole text anyway. */}
            <p
              data-testid="account-username"
              className="truncate font-semibold"
              title={`@${account.username}`}
            >
              @{account.username}
            </p>
            <p className="truncate text-sm text-muted-foreground" title={account.organizationName}>
              {account.organizationName}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <DefinitionTooltip definition={DEFINITIONS.followers}>
            <span className="font-semibold">{formatCount(account.followersCount)}</span> followers
          </DefinitionTooltip>
          <DefinitionTooltip definition={DEFINITIONS.pendingCount}>
            <span className={cn('font-semibold', account.pendingCount > 0 && 'text-red-600')}>
              {formatCount(account.pendingCount)}
            </span>{' '}
            pending
          </DefinitionTooltip>
          <ConnectionBadge account={account} />
        </div>
        {account.status !== 'connected' ? (
          <p className="text-sm text-amber-800">{connectionReason(account)}</p>
        ) : null}
        <Button asChild variant="outline" className="mt-auto w-full">
          <Link to={paths.account.getHref(account.id)}>
            View Account <ArrowRight aria-hidden />
            <span className="sr-only">@{account.username}</span>
          </Link>
        </Button>
      </CardContent>
    </Card>
  )
}
