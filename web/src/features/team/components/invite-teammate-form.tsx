import { useState } from 'react'
import { TEAM_ROLE_LABELS, TEAM_ROLES, type TTeamRole } from '@common/schemas/team'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useInvitationOutcome } from '@/components/invitations/invitation-link-notice'
import { useInviteTeammate } from '../api/team'
import { TEAM_ROLE_HINTS } from './team-role-hints'

export function InviteTeammateForm() {
  const invite = useInviteTeammate()
  const [email, setEmail] = useState('')
  const [teamRole, setTeamRole] = useState<TTeamRole>('agent')
  const error = invite.error?.message
  const outcome = useInvitationOutcome()
  return (
    <div className="space-y-3">
      <form
        noValidate
        aria-label="Invite teammate"
        className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          invite.mutate(
            { email, teamRole },
            {
              onSuccess: (invitation) => {
                outcome.announce(
                  invitation.email,
                  invitation.linkToShare,
                  `Invitation sent to ${invitation.email}`,
                )
                setEmail('')
              },
            },
          )
        }}
      >
        <FormField id="invite-email" label="E-mail" error={error}>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'invite-email-error' : undefined}
          />
        </FormField>
        <FormField id="invite-role" label="Role">
          <NativeSelect
            id="invite-role"
            value={teamRole}
            onChange={(event) => setTeamRole(event.target.value as TTeamRole)}
          >
            {TEAM_ROLES.map((role) => (
              <option key={role} value={role}>
                {TEAM_ROLE_LABELS[role]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending...' : 'Invite teammate'}
        </Button>
        <p className="text-sm text-muted-foreground sm:col-span-3">{TEAM_ROLE_HINTS[teamRole]}</p>
      </form>
      {outcome.notice}
    </div>
  )
}
