import { Film, ImagePlus, Upload } from 'lucide-react'
import { useRef, useState } from 'react'
import { ASSET_ACCEPT_ATTRIBUTE, type TAsset } from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'
import { useChurchAssets, useUploadChurchAsset } from '../api/church-assets'

// A picture or video from the church's media library, to send with (or instead of) the text; or
// one from the teammate's device, uploaded into that library first (its checks and limits), then
// picked as any other.
export function AssetPicker({
  routeId,
  churchName,
  disabled,
  onPick,
}: {
  routeId: string
  churchName: string
  disabled?: boolean
  onPick: (asset: TAsset) => void
}) {
  const [open, setOpen] = useState(false)
  const assets = useChurchAssets(routeId, open)
  const items = assets.data?.pages.flatMap((page) => page.items) ?? []
  const upload = useUploadChurchAsset(routeId)
  const input = useRef<HTMLInputElement>(null)
  const uploadFile = (file: File) =>
    upload.mutate(file, {
      onSuccess: (asset) => {
        toast.success(`${asset.fileName} added to ${churchName}'s media library`)
        onPick(asset)
        setOpen(false)
      },
    })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled} data-action="attach">
          <ImagePlus aria-hidden /> Media
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Send from the media library</DialogTitle>
          <DialogDescription>
            Pictures and videos {churchName} has in its library. Instagram takes images up to 8 MB
            and videos up to 25 MB in a message.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={input}
            type="file"
            accept={ASSET_ACCEPT_ATTRIBUTE}
            className="sr-only"
            tabIndex={-1}
            aria-label="Upload a picture or video to send"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) uploadFile(file)
            }}
          />
          <Button
            size="sm"
            variant="outline"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden /> {upload.isPending ? 'Uploading…' : 'Upload from this device'}
          </Button>
          <span className="text-xs text-muted-foreground">
            It is added to {churchName}'s media library, then attached.
          </span>
        </div>
        {upload.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Not uploaded: {upload.error.message}
          </p>
        ) : null}
        {assets.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner className="size-6" label="Loading the media library" />
          </div>
        ) : assets.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load the media library: {assets.error.message}
          </p>
        ) : items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {churchName}'s media library is empty. Upload a picture or video above.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Media library">
            {items.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  className="group relative block w-full overflow-hidden rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => {
                    onPick(asset)
                    setOpen(false)
                  }}
                >
                  <img
                    src={asset.thumbnailUrl}
                    alt=""
                    className="aspect-square w-full object-cover group-hover:opacity-80"
                  />
                  {asset.kind === 'video' ? (
                    <Film
                      className="absolute right-1 top-1 size-4 rounded bg-black/60 p-0.5 text-white"
                      aria-hidden
                    />
                  ) : null}
                  <span className="sr-only">
                    Send {asset.kind} {asset.altText || asset.fileName}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {assets.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            disabled={assets.isFetchingNextPage}
            onClick={() => void assets.fetchNextPage()}
          >
            Load more media
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
