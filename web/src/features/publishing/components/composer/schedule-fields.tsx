import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { zoneLabel } from '../../lib/zoned-time'

// The day and time the post goes out, on the church's clock (said in the labels).
export function ScheduleFields({
  date,
  time,
  timeZone,
  churchName,
  onChange,
  disabled,
}: {
  date: string
  time: string
  timeZone: string
  churchName: string
  onChange: (change: { date?: string; time?: string }) => void
  disabled?: boolean
}) {
  const zone = zoneLabel(timeZone)
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="text-sm font-medium">When</legend>
      <p id="schedule-zone" className="text-xs text-muted-foreground">
        In {churchName ? `${churchName}'s` : "the church's"} time zone: {zone}.
      </p>
      <div className="grid grid-cols-2 gap-2">
        <div className="space-y-1">
          <Label htmlFor="schedule-date">Date ({timeZone.replace(/_/g, ' ')})</Label>
          <Input
            id="schedule-date"
            type="date"
            value={date}
            aria-describedby="schedule-zone"
            onChange={(event) => onChange({ date: event.target.value })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="schedule-time">Time ({timeZone.replace(/_/g, ' ')})</Label>
          <Input
            id="schedule-time"
            type="time"
            value={time}
            aria-describedby="schedule-zone"
            onChange={(event) => onChange({ time: event.target.value })}
          />
        </div>
      </div>
    </fieldset>
  )
}
