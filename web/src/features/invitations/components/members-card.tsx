import { UserPlus } from 'lucide-react'
import { queryKeys } from '@/lib/query-keys'
import { useState } from 'react'
import { CHURCH_ROLE_LABELS, type TChurchMember } from '@common/schemas/team'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useMe } from '@/lib/me'
import { useInvitationOutcome } from '@/components/invitations/invitation-link-notice'
import { PendingInvitations } from './pending-invitations'
import { toast } from '@/lib/toast'
import {
  useAccountsPermission,
  useChurchMembers,
  useInviteChurchMember,
  useRemoveChurchMember,
} from '../api/church-members'

function InviteMemberForm({ routeId, first }: { routeId: string; first: boolean }) {
  const invite = useInviteChurchMember(routeId)
  const [email, setEmail] = useState('')
  const error = invite.error?.message
  const outcome = useInvitationOutcome()
  return (
    <div className="space-y-3">
      <form
        noValidate
        aria-label={first ? 'Invite the church' : 'Invite member'}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          invite.mutate(email, {
            onSuccess: (invitation) => {
              outcome.announce(
                invitation.email,
                invitation.linkToShare,
                `Invitation sent to ${invitation.email}`,
              )
              setEmail('')
            },
          })
        }}
      >
        <FormField id={`member-email-${routeId}`} label="E-mail" error={error}>
          <Input
            id={`member-email-${routeId}`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `member-email-${routeId}-error` : undefined}
          />
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          <UserPlus aria-hidden /> {first ? 'Invite the church' : 'Invite member'}
        </Button>
      </form>
      {outcome.notice}
    </div>
  )
}

function MemberRow(props: {
  routeId: string
  member: TChurchMember
  canRemove: boolean
  // The church's own Owner (not the agency) decides who connects and revokes accounts.
  canGrant: boolean
}) {
  const remove = useRemoveChurchMember(props.routeId)
  const permission = useAccountsPermission(props.routeId)
  const { member } = props
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium">{member.name}</p>
        <p className="truncate text-sm text-muted-foreground">{member.email}</p>
      </div>
      <Badge variant={member.churchRole === 'owner' ? 'default' : 'secondary'}>
        {CHURCH_ROLE_LABELS[member.churchRole]}
      </Badge>
      {props.canGrant && member.churchRole !== 'owner' ? (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={member.manageAccounts}
            disabled={permission.isPending}
            onChange={(event) =>
              permission.mutate(
                { userId: member.id, allowed: event.target.checked },
                { onError: (error) => toast.error(error.message) },
              )
            }
          />
          Connects and revokes accounts
        </label>
      ) : null}
      {props.canRemove && member.churchRole !== 'owner' ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" aria-label={`Remove ${member.name}`}>
              Remove
            </Button>
          }
          title={`Remove ${member.name}?`}
          description="Their account is closed and they are signed out at once. You can invite them again later."
          confirmLabel="Remove"
          onConfirm={() =>
            remove.mutate(member.id, {
              onSuccess: () => toast.success(`${member.name} was removed`),
              onError: (error) => toast.error(error.message),
            })
          }
        />
      ) : null}
    </li>
  )
}

// The church's people: everyone in it sees the list; its Owner (and the agency's Owners and
// Admins) invites and removes. A church the agency created starts empty: its first invitee
// becomes its Owner.
export function MembersCard({ routeId }: { routeId: string }) {
  const members = useChurchMembers(routeId)
  const me = useMe().data
  const isAgency = me?.user.role === 'admin'
  const isOwner = me?.user.churchRole === 'owner'
  const data = members.data
  const empty = data?.members.length === 0
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          {empty
            ? 'Nobody from this church uses Flock yet. Invite its first person: they become its Owner and sign in to its portal.'
            : isAgency
              ? 'The people of this church who sign in to its portal.'
              : 'The people of your church who sign in to this portal. Your church’s Owner invites and removes members.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {data ? (
          <>
            {data.members.length > 0 ? (
              <ul className="divide-y rounded-lg border" aria-label="Members">
                {data.members.map((member) => (
                  <MemberRow
                    key={member.id}
                    routeId={routeId}
                    member={member}
                    canRemove={data.canManage}
                    canGrant={isOwner}
                  />
                ))}
              </ul>
            ) : null}
            {data.canManage ? (
              <>
                <InviteMemberForm routeId={routeId} first={Boolean(empty)} />
                <PendingInvitations
                  invitations={data.invitations}
                  invalidate={queryKeys.organizations.members(routeId)}
                />
              </>
            ) : null}
          </>
        ) : members.isError ? (
          <LoadError
            title="Error loading members"
            message="Failed to load the members."
            error={members.error}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <Skeleton className="h-24 w-full rounded-lg" />
        )}
      </CardContent>
    </Card>
  )
}
