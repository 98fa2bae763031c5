import { ClipboardCheck, Hourglass } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import {
  APPROVAL_MODE_LABELS,
  APPROVAL_MODES,
  REMINDER_MAX_MINUTES,
  REMINDER_MIN_MINUTES,
  type TApprovalMode,
  type TApprovalSettings,
} from '@common/schemas/reply-approval'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { QueryLadder } from '@/components/ui/query-ladder'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { useApprovalSettings, useUpdateApprovalSettings } from '../api/approvals'

const MODE_HINTS: Record<TApprovalMode, string> = {
  off: 'The agency posts its replies straight away.',
  flagged:
    'Replies to prayer requests, grief, people in crisis and comments sharing contact details wait for you.',
  all: 'Every reply the agency writes for your accounts waits for you.',
}

const replies = (n: number) => `${n} ${n === 1 ? 'reply' : 'replies'}`

// Replies written while approval was on wait for a decision whatever the setting now says:
// nothing is posted in the church's name without one (decision 051).
export function WaitingReplies({ waiting, agency }: { waiting: number; agency: boolean }) {
  if (waiting === 0) return null
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>
        {agency ? (
          <>
            {replies(waiting)} still {waiting === 1 ? 'waits' : 'wait'} for the church's decision.
            Changing the setting does not post {waiting === 1 ? 'it' : 'them'}.
          </>
        ) : (
          <>
            <span className="font-medium">
              {replies(waiting)} still {waiting === 1 ? 'waits' : 'wait'} for your decision.
            </span>{' '}
            Changing this setting does not post {waiting === 1 ? 'it' : 'them'}.{' '}
            <Link
              to={paths.approvals.getHref()}
              className="font-medium underline underline-offset-4"
            >
              Review {waiting === 1 ? 'it' : 'them'}
            </Link>
          </>
        )}
      </p>
    </div>
  )
}

function ApprovalSettingsForm({
  routeId,
  settings,
}: {
  routeId: string
  settings: TApprovalSettings
}) {
  const update = useUpdateApprovalSettings(routeId)
  const id = useId()
  const [mode, setMode] = useState(settings.mode)
  const [remind, setRemind] = useState(settings.reminderAfterMinutes !== null)
  const [hours, setHours] = useState(String((settings.reminderAfterMinutes ?? 240) / 60))
  const error = update.error?.message
  return (
    <form
      noValidate
      aria-label="Reply approval settings"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          {
            mode,
            reminderAfterMinutes: remind ? Math.round(Number(hours) * 60) : null,
          },
          {
            onSuccess: (saved) =>
              toast.success('Reply approval saved', {
                description:
                  saved.waiting > 0 && saved.mode !== 'all'
                    ? `${replies(saved.waiting)} written before still ${saved.waiting === 1 ? 'waits' : 'wait'} for your decision.`
                    : undefined,
              }),
          },
        )
      }}
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Replies need our approval</legend>
        {APPROVAL_MODES.map((value) => (
          <label key={value} className="flex items-start gap-3 rounded-lg border p-3">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <span>
              <span className="font-medium">{APPROVAL_MODE_LABELS[value]}</span>
              <span className="block text-sm text-muted-foreground">{MODE_HINTS[value]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={remind}
          disabled={mode === 'off'}
          onChange={(event) => setRemind(event.target.checked)}
        />
        <span className="font-medium">E-mail us a reminder when a reply is still waiting</span>
      </label>
      {remind && mode !== 'off' ? (
        <FormField id={`${id}-hours`} label="After how many hours" error={error}>
          <Input
            id={`${id}-hours`}
            type="number"
            inputMode="decimal"
            min={REMINDER_MIN_MINUTES / 60}
            max={REMINDER_MAX_MINUTES / 60}
            step="0.5"
            className="max-w-32"
            value={hours}
            onChange={(event) => setHours(event.target.value)}
            aria-invalid={Boolean(error)}
          />
        </FormField>
      ) : error ? (
        <p className="text-sm font-medium text-destructive">{error}</p>
      ) : null}
      <Button type="submit" disabled={update.isPending}>
        Save reply approval
      </Button>
    </form>
  )
}

function reminderText(minutes: number | null) {
  if (minutes === null) return 'No reminder'
  const hours = minutes / 60
  return `After ${hours >= 1 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${minutes} minutes`}`
}

// Read-only: the church's other people on the portal, and the agency on the organization page.
export function ApprovalSettingsSummary({ settings }: { settings: TApprovalSettings }) {
  return (
    <dl className="space-y-3 text-sm">
      <div>
        <dt className="font-medium">Replies need the church's approval</dt>
        <dd className="text-muted-foreground" data-approval-mode={settings.mode}>
          {APPROVAL_MODE_LABELS[settings.mode]}
        </dd>
      </div>
      {settings.mode === 'off' ? null : (
        <div>
          <dt className="font-medium">Reminder e-mail</dt>
          <dd className="text-muted-foreground">{reminderText(settings.reminderAfterMinutes)}</dd>
        </div>
      )}
    </dl>
  )
}

// "Replies need our approval" on a church's portal (its Owner edits; everyone else reads) and on
// the agency's organization page (read-only: it is the church's check on the agency).
export function ApprovalSettingsCard({
  routeId,
  canEdit,
  agency = false,
}: {
  routeId: string
  canEdit: boolean
  agency?: boolean
}) {
  const settings = useApprovalSettings(routeId)
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>Reply approval</CardTitle>
          <CardDescription>
            {agency
              ? "Whether this church approves the replies written in its name before they are posted. Only the church's Owner can change it."
              : 'Hold the replies your agency writes in your name until someone here approves them.'}
          </CardDescription>
        </div>
        {agency ? null : (
          <Button asChild variant="outline">
            <Link to={paths.approvals.getHref()}>
              <ClipboardCheck aria-hidden /> Replies to approve
            </Link>
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <QueryLadder
          query={settings}
          error={{ title: 'Could not load reply approval', message: 'Try again in a moment.' }}
          loading={<Skeleton className="h-24 w-full" />}
        >
          {(data) => (
            <div className="space-y-4">
              <WaitingReplies waiting={data.waiting} agency={agency} />
              {canEdit ? (
                <ApprovalSettingsForm routeId={routeId} settings={data} />
              ) : (
                <ApprovalSettingsSummary settings={data} />
              )}
            </div>
          )}
        </QueryLadder>
      </CardContent>
    </Card>
  )
}
