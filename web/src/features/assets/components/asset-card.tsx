import { useState } from 'react'
import { Crop, Film, Trash2 } from 'lucide-react'
import type { TAsset } from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import { CropDialog } from '@/components/media/crop-dialog'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { useDeleteAsset, useUpdateAltText } from '../api/assets'

const FIT_LABELS: Record<TAsset['aspectFit'], string> = {
  feed: 'Fits the feed',
  reels_and_stories: 'Fits reels and stories',
  neither: 'Instagram will crop it',
}

// One file: its thumbnail, where its shape fits, a crop for pictures (a new file, so whoever may
// upload may crop), and (for those who may) its alt text and delete.
export function AssetCard({
  asset,
  routeId,
  canEdit,
}: {
  asset: TAsset
  routeId: string
  canEdit: boolean
}) {
  const [altText, setAltText] = useState(asset.altText)
  const update = useUpdateAltText(routeId)
  const remove = useDeleteAsset(routeId)
  const altId = `alt-${asset.id}`
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border bg-card">
      <div className="relative aspect-square bg-muted">
        <img
          src={asset.thumbnailUrl}
          alt={asset.altText || asset.fileName}
          loading="lazy"
          className="h-full w-full object-contain"
        />
        {asset.kind === 'video' ? (
          <span className="absolute left-2 top-2 flex items-center gap-1 rounded bg-black/70 px-1.5 py-0.5 text-xs text-white">
            <Film className="size-3" aria-hidden /> {Math.round((asset.durationMs ?? 0) / 1000)} s
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium" title={asset.fileName}>
          {asset.fileName}
        </p>
        <p className="text-xs text-muted-foreground">
          {asset.width}×{asset.height} · {FIT_LABELS[asset.aspectFit]}
        </p>
        {asset.kind === 'image' ? (
          <CropDialog
            asset={{ ...asset, imageUrl: asset.publicUrl }}
            routeId={routeId}
            trigger={
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="self-start"
                aria-label={`Crop ${asset.fileName}`}
              >
                <Crop aria-hidden /> Crop
              </Button>
            }
          />
        ) : null}
        {canEdit ? (
          <form
            className="flex flex-1 flex-col gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              update.mutate(
                { id: asset.id, altText },
                {
                  onSuccess: () => toast.success('Alt text saved'),
                  onError: (error) => toast.error(error.message),
                },
              )
            }}
          >
            <label htmlFor={altId} className="text-xs font-medium">
              Alt text
            </label>
            <Textarea
              id={altId}
              rows={2}
              maxLength={1000}
              value={altText}
              placeholder="What is in the picture, for people using screen readers"
              onChange={(event) => setAltText(event.target.value)}
            />
            <div className="mt-auto flex flex-wrap gap-2">
              <Button
                type="submit"
                size="sm"
                variant="outline"
                disabled={update.isPending || altText === asset.altText}
              >
                Save
              </Button>
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete ${asset.fileName}`}
                  >
                    <Trash2 aria-hidden /> Delete
                  </Button>
                }
                title="Delete this file?"
                description={`${asset.fileName} is removed from the media library and its public link stops working.`}
                confirmLabel="Delete"
                onConfirm={() =>
                  remove.mutate(asset.id, {
                    onSuccess: () => toast.success('File deleted'),
                    // A post still to be published uses it: the message names the posts.
                    onError: (error) =>
                      toast.error('Could not delete the file', { description: error.message }),
                  })
                }
              />
            </div>
          </form>
        ) : asset.altText ? (
          <p className="text-xs">{asset.altText}</p>
        ) : null}
      </div>
    </div>
  )
}
