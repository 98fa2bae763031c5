import type { TCommentActivityItem } from '@common/schemas/comment-detail'
import { RelativeTime } from '@/components/ui/relative-time'

const WHAT: Record<TCommentActivityItem['kind'], (detail: Record<string, string>) => string> = {
  replied: () => 'replied',
  replied_privately: () => 'replied privately',
  hidden: () => 'hid the comment',
  unhidden: () => 'unhid the comment',
  done: () => 'marked it done',
  reopened: () => 'reopened it',
  assigned: (detail) =>
    detail.assigneeName ? `assigned it to ${detail.assigneeName}` : 'assigned it',
  unassigned: () => 'unassigned it',
  labelled: (detail) => `labelled it ${detail.label ?? ''}`.trim(),
  unlabelled: (detail) => `removed the label ${detail.label ?? ''}`.trim(),
  noted: () => 'added a note',
  // The church's decision on a reply that needed its approval.
  reply_approved: (detail) =>
    detail.edited ? 'edited and approved the reply' : 'approved the reply',
  reply_declined: (detail) => `declined the reply: ${detail.reason ?? ''}`.trim(),
}

// Who did what to the comment in Flock, oldest first.
export function DetailActivity({ activity }: { activity: TCommentActivityItem[] }) {
  return (
    <section aria-labelledby="comment-activity-title" className="space-y-2">
      <h3 id="comment-activity-title" className="font-semibold">
        Activity
      </h3>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing done in Flock yet.</p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {activity.map((entry) => (
            <li key={entry.id}>
              <span className="font-medium">{entry.actorName ?? 'Flock'}</span>{' '}
              {WHAT[entry.kind](entry.detail)}{' '}
              <span className="text-muted-foreground">
                · <RelativeTime iso={entry.at} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
