import { Bookmark, Film, Heart, MessageCircle, Send } from 'lucide-react'
import { useState } from 'react'
import { cx } from '@/lib/class-names'
import type { TPostKind } from '../../api/types'

export interface PreviewItem {
  id: string
  kind: 'image' | 'video'
  thumbnailUrl: string
  width: number
  height: number
  altText?: string | null
}

// The post roughly as it will look on a phone: the feed (image, carousel) with its caption and
// first comment, or a full-screen reel or story.
export function PhonePreview({
  kind,
  username,
  items,
  caption,
  firstComment,
  collaborators,
}: {
  kind: TPostKind
  username: string
  items: PreviewItem[]
  caption: string
  firstComment: string
  collaborators: string[]
}) {
  const [index, setIndex] = useState(0)
  const current = items[Math.min(index, Math.max(items.length - 1, 0))]
  const fullScreen = kind === 'reel' || kind === 'story'
  const ratio =
    current && !fullScreen ? Math.min(Math.max(current.width / current.height, 0.8), 1.91) : 9 / 16
  const header = (
    <div
      className={cx(
        'flex items-center gap-2 px-3 py-2 text-xs',
        fullScreen && 'absolute inset-x-0 top-0 z-10 text-white',
      )}
    >
      <span
        className="size-7 shrink-0 rounded-full bg-gradient-to-tr from-amber-400 to-fuchsia-600"
        aria-hidden
      />
      <span className="min-w-0 truncate font-semibold">
        {username ? username : 'account'}
        {collaborators.length > 0 ? (
          <span className="font-normal">
            {' '}
            and {collaborators.map((c) => c.replace(/^@/, '')).join(', ')}
          </span>
        ) : null}
      </span>
      <span className="ml-auto opacity-70">
        {kind === 'story' ? 'Story' : kind === 'reel' ? 'Reel' : ''}
      </span>
    </div>
  )
  return (
    <figure
      aria-label="Preview on a phone"
      className="mx-auto w-full max-w-[300px] overflow-hidden rounded-[2rem] border-8 border-neutral-900 bg-white text-neutral-900 shadow-lg"
    >
      {fullScreen ? null : header}
      <div className="relative bg-neutral-200" style={{ aspectRatio: String(ratio) }}>
        {fullScreen ? header : null}
        {current ? (
          <img
            src={current.thumbnailUrl}
            alt={current.altText ?? ''}
            className={cx('h-full w-full', fullScreen ? 'object-cover' : 'object-cover')}
          />
        ) : (
          <div className="flex h-full items-center justify-center p-4 text-center text-xs text-neutral-500">
            Pick a photo or video to see it here
          </div>
        )}
        {current?.kind === 'video' ? (
          <Film className="absolute right-2 top-10 size-5 text-white drop-shadow" aria-hidden />
        ) : null}
        {fullScreen && caption && kind === 'reel' ? (
          <p className="absolute inset-x-0 bottom-0 line-clamp-3 bg-gradient-to-t from-black/70 to-transparent p-3 text-xs text-white">
            {caption}
          </p>
        ) : null}
      </div>
      {kind === 'carousel' && items.length > 1 ? (
        <div className="flex items-center justify-center gap-1 py-1.5">
          {items.map((item, position) => (
            <button
              key={item.id}
              type="button"
              aria-label={`Show item ${position + 1} of ${items.length}`}
              aria-current={position === index}
              onClick={() => setIndex(position)}
              className={cx(
                'size-2 rounded-full',
                position === index ? 'bg-blue-500' : 'bg-neutral-300',
              )}
            />
          ))}
        </div>
      ) : null}
      {fullScreen ? null : (
        <div className="space-y-1.5 px-3 pb-4 pt-2 text-xs">
          <div className="flex gap-3" aria-hidden>
            <Heart className="size-5" />
            <MessageCircle className="size-5" />
            <Send className="size-5" />
            <Bookmark className="ml-auto size-5" />
          </div>
          {caption ? (
            <p className="line-clamp-4 whitespace-pre-line break-words">
              <span className="font-semibold">{username || 'account'}</span> {caption}
            </p>
          ) : (
            <p className="text-neutral-500">The caption appears here.</p>
          )}
          {firstComment ? (
            <p className="line-clamp-2 break-words text-neutral-600">
              <span className="font-semibold text-neutral-900">{username || 'account'}</span>{' '}
              {firstComment}
            </p>
          ) : null}
        </div>
      )}
    </figure>
  )
}
