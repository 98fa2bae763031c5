import { Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { queryKeys } from '@/lib/query-keys'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useMe } from '@/lib/me'
import { PendingInvitations } from '@/features/invitations/components/pending-invitations'
import { useTeam } from '@/features/team/api/team'
import { InviteTeammateForm } from '@/features/team/components/invite-teammate-form'
import { TeammateRow } from '@/features/team/components/teammate-row'
import { TwoFactorRequirement } from '@/features/team/components/two-factor-requirement'
import { usePageTitle } from '@/lib/page-title'

export function TeamSettingsRoute() {
  usePageTitle('Team')
  const me = useMe()
  const team = useTeam()
  const canManage = me.data?.can.manageTeam ?? false
  const canResetTwoFactor = me.data?.can.resetTwoFactor ?? false
  // An Agent who follows an old link lands on the dashboard rather than on a refusal.
  if (me.data && !canManage && !canResetTwoFactor) {
    return <Navigate to={paths.dashboard.getHref()} replace />
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Team</h1>
        <p className="text-muted-foreground">
          Who works in Flock for the agency, and what each of them may do.
        </p>
      </div>
      {team.data ? (
        <>
          {canManage ? (
            <Card>
              <CardHeader>
                <CardTitle>Two-factor sign-in</CardTitle>
                <CardDescription>
                  A code from an authenticator app as well as the password, for the whole team.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <TwoFactorRequirement required={team.data.twoFactorRequired} />
              </CardContent>
            </Card>
          ) : null}
          {canManage ? (
            <Card>
              <CardHeader>
                <CardTitle>Invite teammate</CardTitle>
                <CardDescription>
                  They get an e-mail with a link that works once, for 7 days.
                </CardDescription>
              </CardHeader>
              <CardContent className="space-y-6">
                <InviteTeammateForm />
                <PendingInvitations
                  invitations={team.data.invitations}
                  invalidate={queryKeys.team()}
                />
              </CardContent>
            </Card>
          ) : null}
          <Card>
            <CardHeader>
              <CardTitle>Teammates</CardTitle>
              <CardDescription>
                Deactivating someone signs them out at once; the team always keeps one Owner.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="divide-y rounded-lg border" aria-label="Teammates">
                {team.data.members.map((teammate) => (
                  <TeammateRow
                    key={teammate.id}
                    teammate={teammate}
                    isSelf={teammate.id === me.data?.user.id}
                    canManage={canManage}
                    canResetTwoFactor={canResetTwoFactor}
                  />
                ))}
              </ul>
            </CardContent>
          </Card>
        </>
      ) : team.isError ? (
        <LoadError
          title="Error loading the team"
          message="Failed to load the team."
          error={team.error}
          onRetry={() => void team.refetch()}
        />
      ) : (
        <Skeleton className="h-64 w-full rounded-xl" />
      )}
    </div>
  )
}
