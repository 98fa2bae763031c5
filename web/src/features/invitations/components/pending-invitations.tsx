import type { TPendingInvitation } from '@common/schemas/team'
import { Button } from '@/components/ui/button'
import { RelativeTime } from '@/components/ui/relative-time'
import { toast } from '@/lib/toast'
import { useInvitationAction } from '../api/invitations'
import { useInvitationOutcome } from '@/components/invitations/invitation-link-notice'

// Invitations not yet accepted, with Resend (a new link, valid 7 more days) and Revoke.
export function PendingInvitations({
  invitations,
  invalidate,
}: {
  invitations: TPendingInvitation[]
  invalidate: readonly unknown[]
}) {
  const action = useInvitationAction(invalidate)
  const outcome = useInvitationOutcome()
  const run = (invitation: TPendingInvitation, kind: 'resend' | 'revoke') =>
    action.mutate(
      { id: invitation.id, action: kind },
      {
        onSuccess: (answer) =>
          kind === 'resend'
            ? outcome.announce(
                invitation.email,
                answer?.linkToShare ?? null,
                `Invitation sent again to ${invitation.email}`,
              )
            : toast.success(`Invitation to ${invitation.email} revoked`),
        onError: (error) => toast.error(error.message),
      },
    )
  if (invitations.length === 0) return outcome.notice
  return (
    <section aria-labelledby="pending-invitations" className="space-y-2">
      <h3 id="pending-invitations" className="text-sm font-semibold">
        Pending invitations
      </h3>
      <ul className="divide-y rounded-lg border">
        {invitations.map((invitation) => {
          const expired = invitation.expired
          return (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
            >
              <div className="min-w-0">
                <p className="truncate font-medium">{invitation.email}</p>
                <p className="text-sm text-muted-foreground">
                  {invitation.role} ·{' '}
                  {expired ? (
                    'expired'
                  ) : (
                    <>
                      expires <RelativeTime iso={invitation.expiresAt} />
                    </>
                  )}
                  {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : null}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={action.isPending}
                  onClick={() => run(invitation, 'resend')}
                  aria-label={`Resend invitation to ${invitation.email}`}
                >
                  Resend
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={action.isPending}
                  onClick={() => run(invitation, 'revoke')}
                  aria-label={`Revoke invitation to ${invitation.email}`}
                >
                  Revoke
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      {outcome.notice}
    </section>
  )
}
