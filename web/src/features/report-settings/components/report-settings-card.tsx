import { useId, useState } from 'react'
import { REPORT_TARGET_MAX_HOURS, type TReportSettings } from '@common/schemas/report-settings'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { QueryLadder } from '@/components/ui/query-ladder'
import { relativeTime } from '@/components/ui/relative-time'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useReportSettings, useUpdateReportSettings } from '../api/report-settings'

// The server names the field it refused ("targetHours: …"); the form shows the message under it.

function SavedBy({ settings }: { settings: TReportSettings }) {
  if (!settings.updatedAt)
    return (
      <p className="text-sm text-muted-foreground">
        Not changed in Flock yet: these are the server's defaults (<code>REPORT_TARGET_HOURS</code>,{' '}
        <code>MONTHLY_REPORT_MAIL</code>).
      </p>
    )
  return (
    <p className="text-sm text-muted-foreground">
      Last changed {relativeTime(settings.updatedAt)}
      {settings.updatedBy ? ` by ${settings.updatedBy}` : ''}.
    </p>
  )
}

function ReportSettingsForm({
  settings,
  canEdit,
}: {
  settings: TReportSettings
  canEdit: boolean
}) {
  const update = useUpdateReportSettings()
  const id = useId()
  const [hours, setHours] = useState(String(settings.targetHours))
  const [monthlyMail, setMonthlyMail] = useState(settings.monthlyMail)
  const message = update.error?.message
  const field = update.error instanceof ApiError ? update.error.field : null
  const targetError = message && field === 'targetHours' ? message : ''
  const formError = message && !targetError ? message : ''
  return (
    <form
      noValidate
      aria-label="Report settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          // An empty field is no number: the server says so, rather than reading it as 0.
          { targetHours: hours.trim() === '' ? Number.NaN : Number(hours), monthlyMail },
          {
            onSuccess: (saved) =>
              toast.success('Report settings saved', {
                description: `Reports count comments answered within ${saved.targetHours} h.`,
              }),
          },
        )
      }}
    >
      <fieldset disabled={!canEdit} className="space-y-5">
        <FormField id={`${id}-hours`} label="Response target (hours)" error={targetError}>
          <Input
            id={`${id}-hours`}
            type="number"
            inputMode="decimal"
            min={0}
            max={REPORT_TARGET_MAX_HOURS}
            step="any"
            className="max-w-32"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            aria-invalid={Boolean(targetError)}
            aria-describedby={`${id}-hours-hint${targetError ? ` ${id}-hours-error` : ''}`}
          />
          <p id={`${id}-hours-hint`} className="text-sm text-muted-foreground">
            The reports show the share of comments answered within this many hours. At most{' '}
            {REPORT_TARGET_MAX_HOURS} hours (14 days).
          </p>
        </FormField>
        <label className="flex items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-primary"
            checked={monthlyMail}
            onChange={(event) => setMonthlyMail(event.target.checked)}
          />
          <span>
            <span className="font-medium">
              E-mail each church's Owners its monthly report on the 1st
            </span>
            <span className="block text-sm text-muted-foreground">
              A link to last month's printable report, once per church and month.
            </span>
          </span>
        </label>
      </fieldset>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
      {canEdit ? (
        <Button type="submit" disabled={update.isPending}>
          Save report settings
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">Only Owners can change these settings.</p>
      )}
    </form>
  )
}

// The agency's report settings: its Owners change them, its Admins read them (decision 055).
export function ReportSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useReportSettings()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reports</CardTitle>
        <CardDescription>
          What the reports measure every church against, and the monthly e-mail to churches.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryLadder
          query={settings}
          error={{ title: 'Could not load the report settings', message: 'Try again in a moment.' }}
          loading={<Skeleton className="h-40 w-full" />}
        >
          {(data) => (
            <div className="space-y-4">
              <ReportSettingsForm settings={data} canEdit={canEdit} />
              <SavedBy settings={data} />
            </div>
          )}
        </QueryLadder>
      </CardContent>
    </Card>
  )
}
