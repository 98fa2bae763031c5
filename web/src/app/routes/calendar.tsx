import { AgencyCalendar } from '@/features/publishing/components/calendar/agency-calendar'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

// The agency's publishing calendar across every church. Owners and Admins schedule and move
// posts; Agents write drafts.
export function CalendarRoute() {
  usePageTitle('Calendar')
  const canPublish = useMe().data?.can.publishPosts ?? false
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <AgencyCalendar canPublish={canPublish} />
    </div>
  )
}
