import { TEAM_ROLE_LABELS, TEAM_ROLES, type TTeammate, type TTeamRole } from '@common/schemas/team'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { NativeSelect } from '@/components/ui/native-select'
import { toast } from '@/lib/toast'
import { useChangeTeamRole, useSetTeammateActive } from '../api/team'

export function TeammateRow({ teammate, isSelf }: { teammate: TTeammate; isSelf: boolean }) {
  const changeRole = useChangeTeamRole()
  const setActive = useSetTeammateActive()
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
    </li>
  )
}
