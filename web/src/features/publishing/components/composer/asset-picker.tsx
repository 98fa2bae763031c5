import { Check, Film, Images } from 'lucide-react'
import { Link } from 'react-router'
import type { TAsset } from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cx } from '@/lib/class-names'
import { useLibrary } from '../../api/assets'

const FIT = {
  feed: 'Feed shape',
  reels_and_stories: '9:16',
  neither: 'Will be cropped',
} as const

// The church's photos and videos as thumbnails; picking one adds it to the post (in order).
export function AssetPicker({
  routeId,
  libraryHref,
  selected,
  onToggle,
  disabled,
}: {
  routeId: string
  libraryHref: string
  selected: string[]
  onToggle: (asset: TAsset) => void
  disabled?: boolean
}) {
  const library = useLibrary(routeId)
  const assets = library.data?.pages.flatMap((page) => page.items) ?? []
  if (library.isPending) return <Skeleton className="h-32 w-full rounded-xl" />
  if (library.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the media library. {library.error.message}
      </p>
    )
  if (assets.length === 0)
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed p-4 text-sm">
        <p className="flex items-center gap-2">
          <Images className="size-4" aria-hidden /> This church's media library is empty.
        </p>
        <Link to={libraryHref} className="text-primary underline-offset-4 hover:underline">
          Upload photos and videos
        </Link>
      </div>
    )
  return (
    <div className="space-y-2">
      <ul
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
        aria-label="Media library"
      >
        {assets.map((asset) => {
          const position = selected.indexOf(asset.id)
          const picked = position >= 0
          return (
            <li key={asset.id}>
              <button
                type="button"
                disabled={disabled}
                aria-pressed={picked}
                aria-label={`${asset.fileName}, ${asset.kind}, ${asset.width}×${asset.height}, ${FIT[asset.aspectFit]}${picked ? `, picked ${position + 1}` : ''}`}
                onClick={() => onToggle(asset)}
                className={cx(
                  'relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:opacity-60',
                  picked ? 'border-primary' : 'border-transparent',
                )}
              >
                <img
                  src={asset.thumbnailUrl}
                  alt=""
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                {picked ? (
                  <span className="absolute right-1 top-1 flex size-6 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
                    {selected.length > 1 ? position + 1 : <Check className="size-4" aria-hidden />}
                  </span>
                ) : null}
                {asset.kind === 'video' ? (
                  <span className="absolute left-1 top-1 rounded bg-black/70 p-0.5 text-white">
                    <Film className="size-3.5" aria-hidden />
                  </span>
                ) : null}
                <span
                  className={cx(
                    'absolute inset-x-0 bottom-0 truncate px-1 py-0.5 text-[10px] text-white',
                    asset.aspectFit === 'neither' ? 'bg-red-800/90' : 'bg-black/60',
                  )}
                  aria-hidden
                >
                  {FIT[asset.aspectFit]}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {library.hasNextPage ? (
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={library.isFetchingNextPage}
          onClick={() => void library.fetchNextPage()}
        >
          Show older files
        </Button>
      ) : null}
    </div>
  )
}
