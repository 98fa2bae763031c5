import { TEAM_ROLE_LABELS, TEAM_ROLES, type TTeammate, type TTeamRole } from '@common/schemas/team'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/lib/toast'
import { useChangeTeamRole, useResetTwoFactor, useSetTeammateActive } from '../api/team'

// Owners change roles and who may sign in; Owners and Admins reset a lost second factor (an
// Admin not an Owner's: the server says so).
export function TeammateRow({
  teammate,
  isSelf,
  canManage,
  canResetTwoFactor,
}: {
  teammate: TTeammate
  isSelf: boolean
  canManage: boolean
  canResetTwoFactor: boolean
}) {
  const changeRole = useChangeTeamRole()
  const setActive = useSetTeammateActive()
  const resetTwoFactor = useResetTwoFactor()
  const active = teammate.deactivatedAt === null
  const selectId = `role-${teammate.id}`
  const onError = (error: Error) => toast.error(error.message)
  return (
    <li className="flex flex-wrap items-center gap-3 p-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate font-medium">
          {teammate.name}
          {isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
        </p>
        <p className="truncate text-sm text-muted-foreground">{teammate.email}</p>
      </div>
      <Badge variant={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Deactivated'}</Badge>
      <Badge variant={teammate.twoFactorEnabled ? 'success' : 'secondary'}>
        {teammate.twoFactorEnabled ? 'Two-factor on' : 'Two-factor off'}
      </Badge>
      {canResetTwoFactor && teammate.twoFactorEnabled && !isSelf ? (
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="outline"
              aria-label={`Reset two-factor sign-in of ${teammate.name}`}
            >
              Reset two-factor
            </Button>
          }
          title={`Reset two-factor sign-in of ${teammate.name}?`}
          description="Their authenticator app and recovery codes stop working; their password alone signs them in until they set it up again. They are told by e-mail."
          confirmLabel="Reset two-factor"
          onConfirm={() =>
            resetTwoFactor.mutate(teammate.id, {
              onSuccess: () => toast.success(`Two-factor sign-in of ${teammate.name} was reset`),
              onError,
            })
          }
        />
      ) : null}
      {canManage ? (
        <TeamControls
          teammate={teammate}
          isSelf={isSelf}
          active={active}
          selectId={selectId}
          changeRole={changeRole}
          setActive={setActive}
          onError={onError}
        />
      ) : null}
    </li>
  )
}

function TeamControls({
  teammate,
  isSelf,
  active,
  selectId,
  changeRole,
  setActive,
  onError,
}: {
  teammate: TTeammate
  isSelf: boolean
  active: boolean
  selectId: string
  changeRole: ReturnType<typeof useChangeTeamRole>
  setActive: ReturnType<typeof useSetTeammateActive>
  onError: (error: Error) => void
}) {
  return (
    <>
      <label htmlFor={selectId} className="sr-only">
        Role of {teammate.name}
      </label>
      <NativeSelect
        id={selectId}
        className="w-32"
        value={teammate.teamRole}
        disabled={changeRole.isPending}
        onChange={(event) =>
          changeRole.mutate(
            { userId: teammate.id, teamRole: event.target.value as TTeamRole },
            {
              onSuccess: (updated) =>
                toast.success(`${updated.name} is now ${TEAM_ROLE_LABELS[updated.teamRole]}`),
              onError,
            },
          )
        }
      >
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {TEAM_ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect>
      {isSelf ? null : active ? (
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="outline" aria-label={`Deactivate ${teammate.name}`}>
              Deactivate
            </Button>
          }
          title={`Deactivate ${teammate.name}?`}
          description="They are signed out everywhere at once and cannot sign in until reactivated. Their past replies keep their name."
          confirmLabel="Deactivate"
          onConfirm={() =>
            setActive.mutate(
              { userId: teammate.id, active: false },
              { onSuccess: () => toast.success(`${teammate.name} was deactivated`), onError },
            )
          }
        />
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Reactivate ${teammate.name}`}
          disabled={setActive.isPending}
          onClick={() =>
            setActive.mutate(
              { userId: teammate.id, active: true },
              { onSuccess: () => toast.success(`${teammate.name} can sign in again`), onError },
            )
          }
        >
          Reactivate
        </Button>
      )}
    </>
  )
}
