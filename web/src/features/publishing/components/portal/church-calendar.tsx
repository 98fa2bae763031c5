import { useState } from 'react'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useOrganizationPosts } from '../../api/posts'
import type { TPost } from '../../api/types'
import { useCalendarParams } from '../../hooks/use-calendar-params'
import { rangeOf } from '../../lib/calendar-placement'
import { formatInZone } from '../../lib/zoned-time'
import { PublishingCalendar } from '../calendar/publishing-calendar'
import { PhonePreview } from '../composer/phone-preview'
import { PostStateBadge } from '../post-state'
import { PendingPostItem } from './pending-post-item'

// The church's own posts on its calendar; opening one shows it (and its sign-off, if waiting).
export function ChurchCalendar({ routeId }: { routeId: string }) {
  const [params, update] = useCalendarParams()
  const range = rangeOf(params.view, params.date)
  const posts = useOrganizationPosts(routeId, { ...range, state: params.state })
  const [open, setOpen] = useState<TPost | null>(null)
  const current = open && posts.data?.find((post) => post.id === open.id)
  if (posts.isError && !posts.data)
    return (
      <LoadError
        title="Could not load your calendar"
        message="Try again in a moment."
        error={posts.error}
        onRetry={() => void posts.refetch()}
      />
    )
  if (!posts.data) return <Skeleton className="h-96 w-full rounded-xl" />
  const shown = current ?? open
  return (
    <>
      <PublishingCalendar
        posts={posts.data}
        params={params}
        update={update}
        actions={{ onOpen: setOpen }}
        canReschedule={false}
      />
      <Dialog open={Boolean(open)} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent className="max-w-3xl">
          {shown ? (
            <>
              <DialogHeader>
                <DialogTitle>Post on @{shown.account.username}</DialogTitle>
                <DialogDescription>
                  {shown.scheduledAt || shown.publishedAt
                    ? formatInZone(
                        (shown.publishedAt ?? shown.scheduledAt)!,
                        shown.organization.timeZone,
                      )
                    : 'No date yet'}
                </DialogDescription>
              </DialogHeader>
              {shown.state === 'awaiting_approval' ? (
                <PendingPostItem post={shown} onDone={() => setOpen(null)} />
              ) : (
                <div className="grid gap-4 sm:grid-cols-[260px_minmax(0,1fr)]">
                  <PhonePreview
                    kind={shown.kind}
                    username={shown.account.username}
                    items={shown.items.map((item) => ({ ...item, id: item.assetId }))}
                    caption={shown.caption}
                    firstComment={shown.firstComment ?? ''}
                    collaborators={shown.collaborators}
                  />
                  <div className="space-y-2 text-sm">
                    <PostStateBadge post={shown} />
                    {shown.approval?.declineReason ? (
                      <p>Your reason: {shown.approval.declineReason}</p>
                    ) : null}
                    {shown.failure ? <p className="text-red-800">{shown.failure.message}</p> : null}
                    {shown.permalink ? (
                      <a
                        href={shown.permalink}
                        target="_blank"
                        rel="noreferrer"
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        See it on Instagram
                      </a>
                    ) : null}
                  </div>
                </div>
              )}
            </>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}
