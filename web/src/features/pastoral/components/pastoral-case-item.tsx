import { ExternalLink, LifeBuoy } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { FOLLOW_UP_NOTE_MAX_LENGTH, type TPastoralCase } from '@common/schemas/pastoral'
import { PastoralFlagBadges } from '@/components/pastoral/pastoral-flag-badges'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { RelativeTime } from '@/components/ui/relative-time'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { useFollowUpPastoralCase, useMarkPastoralSeen } from '../api/pastoral'

// What a church can ask its agency to do for someone in crisis; the agency does it from its
// inbox (hiding, and a private reply from its saved replies marked for crisis).
function CrisisGuidance({ guidance }: { guidance: string }) {
  return (
    <Alert variant="destructive">
      <LifeBuoy aria-hidden />
      <AlertTitle>This person may be in crisis</AlertTitle>
      <AlertDescription className="space-y-2">
        <p className="whitespace-pre-line break-words">
          {guidance ||
            'Your church has not written its emergency guidance yet. Your Owner can add it on the portal, under Pastoral care.'}
        </p>
        <p>
          Consider asking your agency to hide this comment, so it is not left in public, and to send
          a private reply offering help and a way to reach you.
        </p>
      </AlertDescription>
    </Alert>
  )
}

function FollowUpForm({ routeId, commentId }: { routeId: string; commentId: string }) {
  const followUp = useFollowUpPastoralCase(routeId)
  const [note, setNote] = useState('')
  const id = useId()
  const error = followUp.error?.message
  return (
    <form
      noValidate
      aria-label="Follow up"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        followUp.mutate(
          { commentId, note },
          { onSuccess: () => toast.success('Marked followed up') },
        )
      }}
    >
      <FormField id={id} label="Private note to the agency (optional)" error={error}>
        <Textarea
          id={id}
          rows={2}
          value={note}
          maxLength={FOLLOW_UP_NOTE_MAX_LENGTH}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </FormField>
      <Button type="submit" size="sm" disabled={followUp.isPending}>
        Mark followed up
      </Button>
    </form>
  )
}

export function PastoralCaseItem({
  routeId,
  item,
  guidance,
}: {
  routeId: string
  item: TPastoralCase
  guidance: string
}) {
  const seen = useMarkPastoralSeen(routeId)
  const { mutate } = seen
  // Shown to a church member is opened by the church: the agency sees "Seen by church".
  const unseen = item.followUp.seenAt === null
  useEffect(() => {
    if (unseen) mutate(item.commentId)
  }, [unseen, item.commentId, mutate])
  const { followUp } = item
  return (
    <Card>
      <CardContent className="space-y-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">@{item.username}</span>
          <span className="text-sm text-muted-foreground">
            on @{item.accountUsername} · <RelativeTime iso={item.commentedAt} />
          </span>
          <PastoralFlagBadges flags={item.flags} />
          {item.hidden ? <Badge variant="outline">Hidden</Badge> : null}
        </div>
        <p className="whitespace-pre-line break-words">{item.text}</p>
        {item.permalink ? (
          <a
            href={item.permalink}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden /> See the post on Instagram
          </a>
        ) : null}
        {item.flags.includes('crisis') ? <CrisisGuidance guidance={guidance} /> : null}
        {followUp.followedUpAt ? (
          <p className="text-sm" role="status">
            <Badge variant="success">Followed up</Badge>{' '}
            <span className="text-muted-foreground">
              by {followUp.followedUpBy} · <RelativeTime iso={followUp.followedUpAt} />
            </span>
            {followUp.note ? (
              <span className="mt-1 block whitespace-pre-line break-words text-muted-foreground">
                Note to the agency: {followUp.note}
              </span>
            ) : null}
          </p>
        ) : (
          <FollowUpForm routeId={routeId} commentId={item.commentId} />
        )}
      </CardContent>
    </Card>
  )
}
