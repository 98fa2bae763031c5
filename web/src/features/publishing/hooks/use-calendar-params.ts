import { useSearchParams } from 'react-router'
import { CALENDAR_VIEWS, type CalendarView } from '../lib/calendar-placement'
import { POST_STATES, type TPostState } from '../api/types'
import { todayIn } from '../lib/zoned-time'

export interface CalendarParams {
  view: CalendarView
  date: string
  organizationId?: string
  accountId?: string
  state?: TPostState
}

const DAY = /^\d{4}-\d{2}-\d{2}$/

// The calendar's view, day and filters live in the URL, so a reload or a shared link shows the
// same calendar: ?view=week&date=2026-12-06&org=<id>&account=<id>&state=scheduled
export function useCalendarParams() {
  const [search, setSearch] = useSearchParams()
  const view = search.get('view')
  const date = search.get('date')
  const state = search.get('state')
  const params: CalendarParams = {
    view: (CALENDAR_VIEWS as readonly string[]).includes(view ?? '')
      ? (view as CalendarView)
      : 'month',
    date: date && DAY.test(date) && !Number.isNaN(Date.parse(date)) ? date : todayIn(),
    organizationId: search.get('org') || undefined,
    accountId: search.get('account') || undefined,
    state: (POST_STATES as readonly string[]).includes(state ?? '')
      ? (state as TPostState)
      : undefined,
  }
  const update = (change: Partial<CalendarParams>) => {
    const next = { ...params, ...change }
    const query = new URLSearchParams({ view: next.view, date: next.date })
    if (next.organizationId) query.set('org', next.organizationId)
    if (next.accountId) query.set('account', next.accountId)
    if (next.state) query.set('state', next.state)
    setSearch(query, { replace: false })
  }
  return [params, update] as const
}
