import { toast } from '@/lib/toast'
import type { TAccount, TSyncStatus } from '@common/schemas/account'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SyncStatus } from '@/components/ui/sync-status'
import { useRevokeAccount } from '../api/revoke-account'
import { useStartConnect } from '../api/start-connect'
import { AccountAvatar } from './account-avatar'
import { AccountStatusBadge } from './account-status-badge'

const followers = new Intl.NumberFormat('en-US')

export function AccountCard({
  account,
  canManage = true,
}: {
  account: TAccount & { sync?: TSyncStatus | null }
  canManage?: boolean
}) {
  const revoke = useRevokeAccount()
  const grant = useStartConnect()

  const onRevoke = () =>
    revoke.mutate(account.id, {
      onSuccess: () =>
        toast.success('Access revoked', {
          description: 'You have revoked access to this Instagram account',
        }),
      onError: (error) =>
        toast.error('Error', { description: `Failed to revoke access. ${error.message}` }),
    })
  const onGrant = () =>
    grant.mutate(account.id, {
      onError: (error) =>
        toast.error('Error', { description: `Failed to grant access. ${error.message}` }),
    })

  return (
    <Card>
      <CardContent className="flex h-full flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <AccountAvatar username={account.username} src={account.profilePictureUrl} />
          <div className="min-w-0">
            <p className="truncate font-semibold" title={`@${account.username}`}>
              @{account.username}
            </p>
            <p className="text-sm text-muted-foreground">
              {followers.format(account.followersCount)} followers
            </p>
          </div>
        </div>
        <div className="flex items-center justify-between gap-2">
          <AccountStatusBadge status={account.status} />
        </div>
        {account.status === 'connected' && account.sync !== undefined ? (
          <SyncStatus sync={account.sync} />
        ) : null}
        {account.status !== 'connected' && account.statusReason ? (
          <p className="text-sm text-amber-800">{account.statusReason}</p>
        ) : null}
        <div className="mt-auto">
          {!canManage ? null : account.status === 'connected' ? (
            <ConfirmDialog
              trigger={
                <Button variant="destructive" className="w-full" disabled={revoke.isPending}>
                  {revoke.isPending ? 'Revoking...' : 'Revoke Access'}
                </Button>
              }
              title={`Revoke access to @${account.username}?`}
              description="Flock will stop all use of this account and delete its Instagram access token. You can grant access again at any time."
              confirmLabel="Revoke Access"
              onConfirm={onRevoke}
            />
          ) : (
            <Button className="w-full" onClick={onGrant} disabled={grant.isPending}>
              {grant.isPending
                ? 'Connecting...'
                : account.status === 'needs_reconnection'
                  ? 'Reconnect'
                  : 'Grant Access'}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  )
}
