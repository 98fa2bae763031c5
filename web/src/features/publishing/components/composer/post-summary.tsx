import type { TPostDetail } from '../../api/types'
import { KIND_LABELS } from '../calendar/list-view'

// A post on its way out or out: what was sent, no longer to be edited.
export function PostSummary({ post }: { post: TPostDetail }) {
  const rows: [string, string][] = [
    ['Church', post.organization.name],
    ['Instagram account', `@${post.account.username}`],
    ['Kind of post', KIND_LABELS[post.kind]],
    ['Caption', post.caption || '(none)'],
    ['First comment', post.firstComment || '(none)'],
    [
      'Collaborators',
      post.collaborators.length > 0
        ? post.collaborators.map((name) => `@${name}`).join(', ')
        : '(none)',
    ],
  ]
  return (
    <div className="space-y-4">
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="whitespace-pre-line break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Photos and videos">
        {post.items.map((item, index) => (
          <li key={item.assetId} className="space-y-1 text-xs">
            <img
              src={item.thumbnailUrl}
              alt={item.altText ?? `Item ${index + 1}`}
              className="aspect-square w-full rounded-md object-cover"
            />
            {item.altText ? <p className="text-muted-foreground">Alt: {item.altText}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
