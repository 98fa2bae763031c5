import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { useAgencyPosts } from '../../api/posts'
import { useAgencyFreeze } from '../../api/settings'
import { useCalendarParams } from '../../hooks/use-calendar-params'
import { rangeOf } from '../../lib/calendar-placement'
import { FreezeButton, PausedBanner } from '../freeze-control'
import { QuotaMeter } from '../quota-meter'
import { CalendarFilters } from './calendar-filters'
import { PublishingCalendar } from './publishing-calendar'

// Every church's posts in one calendar, for the agency.
export function AgencyCalendar({ canPublish }: { canPublish: boolean }) {
  const [params, update] = useCalendarParams()
  const range = rangeOf(params.view, params.date)
  const query = useAgencyPosts({
    ...range,
    organizationId: params.organizationId,
    accountId: params.accountId,
    state: params.state,
  })
  // The list view also shows the drafts that have no date yet.
  const drafts = useAgencyPosts({
    from: range.from,
    to: range.to,
    organizationId: params.organizationId,
    accountId: params.accountId,
    unscheduled: true,
    enabled: params.view === 'list',
  })
  const freeze = useAgencyFreeze()
  const posts = [
    ...(query.data?.pages.flatMap((page) => page.items) ?? []),
    ...(params.view === 'list' ? (drafts.data?.pages.flatMap((page) => page.items) ?? []) : []),
  ]
  const paused = posts.filter((post) => post.paused && post.state === 'scheduled')
  const accounts = [...new Map(posts.map((post) => [post.account.id, post])).values()].slice(0, 12)
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Calendar</h1>
          <p className="text-muted-foreground">
            Every church's posts, each at its church's own time.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={paths.newPost.getHref()}>
              <Plus aria-hidden /> New post
            </Link>
          </Button>
          {canPublish && !freeze.data?.frozen ? <FreezeButton /> : null}
        </div>
      </div>
      {freeze.data?.frozen || paused.length > 0 ? (
        <PausedBanner
          count={paused.length}
          everyChurch={freeze.data?.frozen ?? false}
          canResume={canPublish}
        />
      ) : null}
      <CalendarFilters params={params} update={update} />
      {accounts.length > 0 ? (
        <section aria-labelledby="quota-heading" className="space-y-1 rounded-xl border p-3">
          <h2 id="quota-heading" className="text-sm font-semibold">
            Instagram's publishing quota
          </h2>
          <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {accounts.map((post) => (
              <QuotaMeter
                key={post.account.id}
                accountId={post.account.id}
                username={post.account.username}
                timeZone={post.organization.timeZone}
              />
            ))}
          </div>
        </section>
      ) : null}
      {query.isError && !query.data ? (
        <LoadError
          title="Could not load the calendar"
          message="Try again in a moment."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <Skeleton className="h-96 w-full rounded-xl" />
      ) : (
        <PublishingCalendar
          posts={posts}
          params={params}
          update={update}
          actions={{ hrefFor: (post) => paths.post.getHref(post.id) }}
          canReschedule={canPublish}
        />
      )}
    </div>
  )
}
