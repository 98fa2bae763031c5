import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { ChurchCalendar } from '@/features/publishing/components/portal/church-calendar'
import { PendingPostList } from '@/features/publishing/components/portal/pending-post-list'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

// The church's posts: those waiting for its sign-off first, then its calendar.
export function PortalCalendarRoute() {
  usePageTitle('Posts')
  const routeId = useMe().data?.organization?.routeId
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Back to the portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Posts</h1>
        <p className="text-muted-foreground">
          What your agency publishes on your church's Instagram, at your church's time.
        </p>
      </div>
      {routeId ? (
        <section aria-labelledby="posts-to-approve" className="space-y-3">
          <h2 id="posts-to-approve" className="text-xl font-semibold tracking-tight">
            Waiting for your approval
          </h2>
          <PendingPostList routeId={routeId} headingLevel="h3" />
        </section>
      ) : null}
      {routeId ? (
        <section aria-labelledby="posts-calendar" className="space-y-3">
          <h2 id="posts-calendar" className="sr-only">
            Calendar
          </h2>
          <ChurchCalendar routeId={routeId} />
        </section>
      ) : null}
    </div>
  )
}
