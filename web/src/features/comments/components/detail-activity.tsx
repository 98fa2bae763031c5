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
  // The agency took it back before the church decided (decision 053).
  reply_withdrawn: (detail) =>
    `withdrew the ${detail.private ? 'private reply' : 'reply'} before the church decided`,
  routed: () => "sent it to the church's pastoral care",
}

// What a moderation rule did, said of the comment: "Hidden by rule 'Spam links'".
const BY_RULE: Partial<
  Record<TCommentActivityItem['kind'], (detail: Record<string, string>) => string>
> = {
  hidden: () => 'Hidden',
  done: () => 'Marked done',
  assigned: (detail) => (detail.assigneeName ? `Assigned to ${detail.assigneeName}` : 'Assigned'),
  labelled: (detail) => `Labelled ${detail.label ?? ''}`.trim(),
  routed: () => "Sent to the church's pastoral care",
}

function describe(entry: TCommentActivityItem) {
  const byRule = entry.detail.rule ? BY_RULE[entry.kind] : undefined
  if (byRule) return <>{`${byRule(entry.detail)} by rule '${entry.detail.rule}'`}</>
  return (
    <>
      <span className="font-medium">{entry.actorName ?? 'Flock'}</span>{' '}
      {WHAT[entry.kind](entry.detail)}
    </>
  )
}

// Who did what to the comment in Flock, oldest first.
export function DetailActivity({
  activity,
  replyFailed = false,
}: {
  activity: TCommentActivityItem[]
  // A reply Instagram refused is something done, though not recorded as activity.
  replyFailed?: boolean
}) {
  return (
    <section aria-labelledby="comment-activity-title" className="space-y-2">
      <h3 id="comment-activity-title" className="font-semibold">
        Activity
      </h3>
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {replyFailed
            ? 'A reply was sent from Flock and Instagram refused it (see above).'
            : 'Nothing done in Flock yet.'}
        </p>
      ) : (
        <ol className="space-y-1.5 text-sm">
          {activity.map((entry) => (
            <li key={entry.id}>
              {describe(entry)}{' '}
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
