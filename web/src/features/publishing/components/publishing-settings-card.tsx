import { CalendarDays, PauseOctagon } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast'
import { usePublishingSettings, useUpdatePublishingSettings } from '../api/settings'
import type { TPublishingSettings } from '../api/types'
import { todayIn } from '../lib/zoned-time'
import { FreezeButton, ResumeButton } from './freeze-control'

function SettingsForm({
  routeId,
  settings,
  canEdit,
}: {
  routeId: string
  settings: TPublishingSettings
  canEdit: boolean
}) {
  const update = useUpdatePublishingSettings(routeId)
  const [needApproval, setNeedApproval] = useState(settings.postsNeedApproval)
  const id = useId()
  return (
    <form
      noValidate
      aria-label="Publishing settings"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate(
          { postsNeedApproval: needApproval },
          {
            onSuccess: (saved) =>
              toast.success(
                saved.postsNeedApproval
                  ? 'Posts now wait for the church’s approval'
                  : 'Posts no longer wait for the church’s approval',
              ),
            onError: (error) => toast.error('Could not save', { description: error.message }),
          },
        )
      }}
    >
      <label htmlFor={`${id}-approval`} className="flex items-start gap-3 rounded-lg border p-3">
        <input
          id={`${id}-approval`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-primary"
          checked={needApproval}
          disabled={!canEdit}
          onChange={(event) => setNeedApproval(event.target.checked)}
        />
        <span>
          <span className="font-medium">Posts need the church's approval</span>
          <span className="block text-sm text-muted-foreground">
            A scheduled post waits until a church Owner or Member approves it in their portal; a
            change after approval asks again.
          </span>
        </span>
      </label>
      {update.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {update.error.message}
        </p>
      ) : null}
      {canEdit ? (
        <Button
          type="submit"
          size="sm"
          disabled={update.isPending || needApproval === settings.postsNeedApproval}
        >
          Save
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">
          Only the agency's Owners and Admins change this.
        </p>
      )}
    </form>
  )
}

// A church's publishing, on its page for the agency: its sign-off, and the pause for a crisis.
export function PublishingSettingsCard({
  routeId,
  organizationId,
  churchName,
  canEdit,
}: {
  routeId: string
  organizationId: string
  churchName: string
  canEdit: boolean
}) {
  const settings = usePublishingSettings(routeId)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-xl">
          <CalendarDays className="size-5" aria-hidden /> Publishing
        </CardTitle>
        <CardDescription>Posts the agency schedules for {churchName}.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {settings.data ? (
          <SettingsForm routeId={routeId} settings={settings.data} canEdit={canEdit} />
        ) : settings.isError ? (
          <LoadError
            title="Could not load the publishing settings"
            message="Try again in a moment."
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Skeleton className="h-20 w-full" />
        )}
        {settings.data?.frozen ? (
          <p
            role="status"
            className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
          >
            <PauseOctagon className="size-4" aria-hidden /> Publishing is paused for {churchName}:
            nothing scheduled goes out.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {canEdit && settings.data?.frozen !== true ? (
            <FreezeButton routeId={routeId} churchName={churchName} />
          ) : null}
          {canEdit && settings.data?.frozen !== false ? <ResumeButton routeId={routeId} /> : null}
          <Button asChild variant="outline">
            <Link
              to={paths.calendar.getHref({ view: 'month', date: todayIn(), org: organizationId })}
            >
              <CalendarDays aria-hidden /> Calendar
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.newPost.getHref({ org: organizationId })}>New post</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
