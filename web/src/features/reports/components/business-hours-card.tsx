import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { TBusinessHours, TBusinessHoursSlot } from '@common/schemas/business-hours'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { LoadError } from '@/components/ui/load-error'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { useBusinessHours, useUpdateBusinessHours } from '../api/business-hours'
import { WEEKDAYS } from '../format'

const BROWSER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone
const ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
const WEEKDAY_SLOTS: TBusinessHoursSlot[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}))

const describe = (slot: TBusinessHoursSlot) =>
  `${WEEKDAYS[slot.weekday]} ${slot.opens}–${slot.closes}${slot.closes <= slot.opens ? ' (next day)' : ''}`

function BusinessHoursForm({ routeId, value }: { routeId: string; value: TBusinessHours }) {
  const update = useUpdateBusinessHours(routeId)
  const [enabled, setEnabled] = useState(value.hours !== null)
  const [timeZone, setTimeZone] = useState(value.hours?.timeZone ?? BROWSER_ZONE)
  const [slots, setSlots] = useState(value.hours?.slots ?? WEEKDAY_SLOTS)
  const zones = ZONES.includes(timeZone) ? ZONES : [timeZone, ...ZONES]
  const change = (index: number, next: Partial<TBusinessHoursSlot>) =>
    setSlots((current) => current.map((slot, i) => (i === index ? { ...slot, ...next } : slot)))
  return (
    <form
      noValidate
      aria-label="Business hours"
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          { hours: enabled ? { timeZone, slots } : null },
          { onSuccess: () => toast.success('Business hours saved') },
        )
      }}
    >
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        <span>
          <span className="font-medium">Count response times in business hours only</span>
          <span className="block text-sm text-muted-foreground">
            The reports&apos; share answered within the target then leaves out nights and days off.
          </span>
        </span>
      </label>
      {enabled ? (
        <>
          <div className="space-y-2">
            <label htmlFor={`zone-${routeId}`} className="text-sm font-medium">
              Time zone
            </label>
            <NativeSelect
              id={`zone-${routeId}`}
              value={timeZone}
              onChange={(event) => setTimeZone(event.target.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone}
                </option>
              ))}
            </NativeSelect>
          </div>
          <ul className="space-y-2">
            {slots.map((slot, index) => (
              <li
                key={index}
                className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[10rem_1fr_1fr_auto]"
              >
                <NativeSelect
                  aria-label={`Day ${index + 1}`}
                  value={slot.weekday}
                  className="col-span-2 sm:col-span-1"
                  onChange={(event) => change(index, { weekday: Number(event.target.value) })}
                >
                  {WEEKDAYS.map((day, weekday) => (
                    <option key={day} value={weekday}>
                      {day}
                    </option>
                  ))}
                </NativeSelect>
                <div className="col-span-2 grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:contents">
                  <Input
                    type="time"
                    className="min-w-0"
                    aria-label={`Opens, ${describe(slot)}`}
                    value={slot.opens}
                    onChange={(event) => change(index, { opens: event.target.value.slice(0, 5) })}
                  />
                  <Input
                    type="time"
                    className="min-w-0"
                    aria-label={`Closes, ${describe(slot)}`}
                    value={slot.closes}
                    onChange={(event) => change(index, { closes: event.target.value.slice(0, 5) })}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${describe(slot)}`}
                    onClick={() => setSlots((current) => current.filter((_, i) => i !== index))}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted-foreground">
            A closing time at or before the opening time runs past midnight into the next day.
          </p>
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setSlots((current) => [...current, { weekday: 0, opens: '09:00', closes: '12:00' }])
            }
          >
            <Plus aria-hidden /> Add hours
          </Button>
        </>
      ) : null}
      {update.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {update.error.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={update.isPending}>
          Save business hours
        </Button>
      </div>
    </form>
  )
}

function BusinessHoursSummary({ value }: { value: TBusinessHours }) {
  if (!value.hours)
    return <p className="text-sm text-muted-foreground">Not set: every hour counts.</p>
  return (
    <p className="text-sm text-muted-foreground">
      {value.hours.slots.map(describe).join(', ')} ({value.hours.timeZone})
    </p>
  )
}

// A church's business hours: its Owner (or the agency's Owners and Admins) sets them; the
// reports count the time to answer within the target inside them only.
export function BusinessHoursCard({ routeId, canEdit }: { routeId: string; canEdit: boolean }) {
  const hours = useBusinessHours(routeId)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Business hours</CardTitle>
        <CardDescription>
          When the church expects answers, in its own time zone, for the reports&apos; response
          target.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {hours.data ? (
          canEdit ? (
            <BusinessHoursForm routeId={routeId} value={hours.data} />
          ) : (
            <BusinessHoursSummary value={hours.data} />
          )
        ) : hours.isError ? (
          <LoadError
            title="Could not load the business hours"
            message="Try again in a moment."
            error={hours.error}
            onRetry={() => void hours.refetch()}
          />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </CardContent>
    </Card>
  )
}
