// Durations as people say them: "45 s", "12 min", "1 h 5 min", "2 d 3 h".
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—'
  if (seconds < 60) return `${Math.round(seconds)} s`
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`
}

export const formatPercent = (value: number | null) => (value === null ? '—' : `${value}%`)

const DAY_MS = 86_400_000
const iso = (at: Date) => at.toISOString().slice(0, 10)

// Today's date where the agency is (its time zone), as YYYY-MM-DD.
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now)
}

// The last `days` days up to and including today.
export function lastDays(days: number, today: string) {
  return { from: iso(new Date(Date.parse(today) - (days - 1) * DAY_MS)), to: today }
}

// The first and last day of a month given as YYYY-MM.
export function monthDays(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(year, monthIndex, 0))
  return { from: `${month}-01`, to: iso(last) }
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
