import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useAccountOptions, useChurchOptions } from '../api/report-options'

export type Period = '7' | '30' | '90' | 'custom'

export interface FilterState {
  period: Period
  from: string
  to: string
  organizationId?: string
  accountId?: string
}

// The period, and for the agency the church and account, all kept in the address so a report
// can be shared as a link.
export function ReportFilters({
  value,
  onChange,
  agency,
}: {
  value: FilterState
  onChange: (next: Partial<FilterState>) => void
  agency: boolean
}) {
  const churches = useChurchOptions(agency)
  const accounts = useAccountOptions(agency)
  const accountChoices = (accounts.data ?? []).filter(
    (account) => !value.organizationId || account.organizationId === value.organizationId,
  )
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
      <div className="col-span-2 space-y-1 sm:w-44">
        <Label htmlFor="report-period">Period</Label>
        <NativeSelect
          id="report-period"
          value={value.period}
          onChange={(event) => onChange({ period: event.target.value as Period })}
        >
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
          <option value="custom">Custom…</option>
        </NativeSelect>
      </div>
      {value.period === 'custom' ? (
        <>
          <div className="space-y-1 sm:w-40">
            <Label htmlFor="report-from">From</Label>
            <Input
              id="report-from"
              type="date"
              value={value.from}
              max={value.to}
              onChange={(event) => event.target.value && onChange({ from: event.target.value })}
            />
          </div>
          <div className="space-y-1 sm:w-40">
            <Label htmlFor="report-to">To</Label>
            <Input
              id="report-to"
              type="date"
              value={value.to}
              min={value.from}
              onChange={(event) => event.target.value && onChange({ to: event.target.value })}
            />
          </div>
        </>
      ) : null}
      {agency ? (
        <>
          <div className="col-span-2 space-y-1 sm:w-56">
            <Label htmlFor="report-church">Church</Label>
            <NativeSelect
              id="report-church"
              value={value.organizationId ?? ''}
              onChange={(event) =>
                onChange({ organizationId: event.target.value || undefined, accountId: undefined })
              }
            >
              <option value="">All churches</option>
              {(churches.data ?? []).map((church) => (
                <option key={church.id} value={church.id}>
                  {church.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="col-span-2 space-y-1 sm:w-56">
            <Label htmlFor="report-account">Account</Label>
            <NativeSelect
              id="report-account"
              value={value.accountId ?? ''}
              onChange={(event) => onChange({ accountId: event.target.value || undefined })}
            >
              <option value="">All accounts</option>
              {accountChoices.map((account) => (
                <option key={account.id} value={account.id}>
                  @{account.username}
                </option>
              ))}
            </NativeSelect>
          </div>
        </>
      ) : null}
    </div>
  )
}
