import { ImageOff } from 'lucide-react'
import { useState } from 'react'

// An attachment shown from Instagram's own URL: Flock never stores a follower's media (Meta's
// rule for story mentions), so once the URL expires the picture gives way to a placeholder.
export function MessageMedia({
  type,
  url,
  alt,
}: {
  type: string
  url: string | null
  alt: string
}) {
  const [failed, setFailed] = useState(false)
  if (!url || failed)
    return (
      <span className="flex h-24 w-40 max-w-full flex-col items-center justify-center gap-1 rounded-md border border-dashed bg-muted/60 p-2 text-center text-xs text-muted-foreground">
        <ImageOff className="size-5" aria-hidden />
        Media no longer available on Instagram
      </span>
    )
  if (type === 'video' || type === 'ig_reel' || type === 'reel')
    return (
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={alt}
        className="max-h-72 w-full max-w-64 rounded-md bg-black"
        onError={() => setFailed(true)}
      />
    )
  if (type === 'audio')
    return <audio src={url} controls aria-label={alt} onError={() => setFailed(true)} />
  if (type === 'image' || type === 'story_mention' || type === 'story' || type === 'ig_story')
    return (
      <img
        src={url}
        alt={alt}
        loading="lazy"
        className="max-h-72 w-auto max-w-64 rounded-md object-cover"
        onError={() => setFailed(true)}
      />
    )
  return (
    <a href={url} target="_blank" rel="noreferrer" className="text-sm underline underline-offset-4">
      Open the {type.replace(/_/g, ' ')} on Instagram
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  )
}
