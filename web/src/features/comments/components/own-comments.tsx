import type { TAccountPost } from '@common/schemas/comment'
import { RelativeTime } from '@/components/ui/relative-time'

// What the agency commented on the post as its account, so a "Comment as @account" is seen again.
export function OwnComments({
  comments,
  username,
}: {
  comments: TAccountPost['ownComments']
  username: string
}) {
  if (comments.length === 0) return null
  return (
    <ul aria-label={`Comments as @${username}`} className="space-y-2">
      {comments.map((comment) => (
        <li key={comment.id} className="rounded-md border bg-muted/40 p-3 text-sm">
          <p className="flex flex-wrap gap-x-2 text-muted-foreground">
            <span className="font-semibold text-foreground">@{username}</span>
            <span>{statusOf(comment)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{comment.message}</p>
          {comment.status === 'failed' && comment.lastError ? (
            <p className="mt-1 text-red-800">{comment.lastError}</p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function statusOf(comment: TAccountPost['ownComments'][number]) {
  const by = comment.by ? ` by ${comment.by}` : ''
  if (comment.status === 'sent')
    return (
      <>
        Commented{by}
        {comment.sentAt ? (
          <>
            {' · '}
            <RelativeTime iso={comment.sentAt} />
          </>
        ) : null}
      </>
    )
  if (comment.status === 'failed') return `Not sent${by}`
  return `On its way to Instagram${by}…`
}
