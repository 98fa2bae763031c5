import { PauseOctagon, Play } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useFreeze } from '../api/settings'

// "Stop everything scheduled" in one move: every church's (no routeId) or one church's.
export function FreezeButton({ routeId, churchName }: { routeId?: string; churchName?: string }) {
  const freeze = useFreeze(routeId)
  const whose = routeId ? `${churchName ?? 'this church'}'s` : "every church's"
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={freeze.isPending}>
          <PauseOctagon aria-hidden /> {routeId ? 'Pause publishing' : 'Pause all publishing'}
        </Button>
      }
      title={
        routeId ? `Pause publishing for ${churchName ?? 'this church'}?` : 'Pause all publishing?'
      }
      description={`Nothing of ${whose} scheduled posts goes out until publishing is resumed. Posts due while paused wait; nothing is deleted.`}
      confirmLabel={routeId ? 'Pause publishing' : 'Pause all publishing'}
      onConfirm={() =>
        freeze.mutate('freeze', {
          onSuccess: () =>
            toast.success('Publishing paused', {
              description: 'Scheduled posts wait until you resume.',
            }),
          onError: (error) =>
            toast.error('Could not pause publishing', { description: error.message }),
        })
      }
    />
  )
}

export function ResumeButton({
  routeId,
  label = 'Resume publishing',
}: {
  routeId?: string
  label?: string
}) {
  const freeze = useFreeze(routeId)
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={freeze.isPending}
      onClick={() =>
        freeze.mutate('resume', {
          onSuccess: () => toast.success('Publishing resumed'),
          onError: (error) =>
            toast.error('Could not resume publishing', { description: error.message }),
        })
      }
    >
      <Play aria-hidden /> {label}
    </Button>
  )
}

// Said wherever posts are listed while some are held: every church's (the agency's freeze) or
// some churches' own.
export function PausedBanner({
  count,
  everyChurch,
  canResume,
}: {
  count: number
  everyChurch: boolean
  canResume: boolean
}) {
  const held =
    count === 0
      ? 'Nothing scheduled is published'
      : `${count === 1 ? '1 scheduled post' : `${count} scheduled posts`} in this view ${count === 1 ? 'is' : 'are'} held`
  return (
    <Alert variant="warning" data-testid="paused-banner">
      <PauseOctagon aria-hidden />
      <AlertTitle>
        {everyChurch
          ? 'Publishing is paused for every church'
          : 'Publishing is paused for some churches'}
      </AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          {held} until publishing is resumed.
          {everyChurch ? '' : ' Resume a church from its page.'}
        </p>
        {everyChurch && canResume ? <ResumeButton label="Resume all publishing" /> : null}
      </AlertDescription>
    </Alert>
  )
}
