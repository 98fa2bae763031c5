import { NativeSelect } from '@/components/ui/native-select'
import { Label } from '@/components/ui/label'
import type { CalendarParams } from '../../hooks/use-calendar-params'
import { useChurchAccounts, useChurchOptions } from '../../api/options'
import { POST_STATES } from '../../api/types'
import { STATE_STYLES } from '../post-state'

// Church, account and state, kept in the URL.
export function CalendarFilters({
  params,
  update,
}: {
  params: CalendarParams
  update: (change: Partial<CalendarParams>) => void
}) {
  const churches = useChurchOptions()
  const accounts = useChurchAccounts(params.organizationId)
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor="filter-church">Church</Label>
        <NativeSelect
          id="filter-church"
          value={params.organizationId ?? ''}
          onChange={(event) =>
            update({ organizationId: event.target.value || undefined, accountId: undefined })
          }
        >
          <option value="">All churches</option>
          {churches.data?.map((church) => (
            <option key={church.id} value={church.id}>
              {church.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-account">Account</Label>
        <NativeSelect
          id="filter-account"
          value={params.accountId ?? ''}
          disabled={!params.organizationId}
          aria-describedby={params.organizationId ? undefined : 'filter-account-hint'}
          onChange={(event) => update({ accountId: event.target.value || undefined })}
        >
          <option value="">All accounts</option>
          {accounts.data?.map((account) => (
            <option key={account.id} value={account.id}>
              @{account.username}
            </option>
          ))}
        </NativeSelect>
        {params.organizationId ? null : (
          <p id="filter-account-hint" className="text-xs text-muted-foreground">
            Choose a church to pick one of its accounts.
          </p>
        )}
      </div>
      <div className="space-y-1">
        <Label htmlFor="filter-state">State</Label>
        <NativeSelect
          id="filter-state"
          value={params.state ?? ''}
          onChange={(event) =>
            update({ state: (event.target.value || undefined) as CalendarParams['state'] })
          }
        >
          <option value="">Every state</option>
          {POST_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_STYLES[state].label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}
