import { useRef } from 'react'
import { ImagePlus, Images } from 'lucide-react'
import { ASSET_ACCEPT_ATTRIBUTE } from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/lib/toast'
import { useAssets, useUploadAsset } from '../api/assets'
import { AssetCard } from './asset-card'
import { UploadLimits } from './upload-limits'

// A church's media library: the limits first, then upload, then every file newest first.
export function MediaLibrary({ routeId, canEdit }: { routeId: string; canEdit: boolean }) {
  const assets = useAssets(routeId)
  const upload = useUploadAsset(routeId)
  const input = useRef<HTMLInputElement>(null)
  return (
    <div className="space-y-6">
      <section aria-labelledby="upload-heading" className="space-y-3 rounded-xl border p-4">
        <h2 id="upload-heading" className="text-lg font-semibold">
          Upload a photo or video
        </h2>
        <UploadLimits />
        <input
          ref={input}
          type="file"
          accept={ASSET_ACCEPT_ATTRIBUTE}
          className="sr-only"
          aria-label="Choose a photo or video"
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            upload.mutate(file, {
              onSuccess: (asset) => toast.success(`${asset.fileName} added`),
              onError: (error) => toast.error(error.message),
            })
          }}
        />
        <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
          <ImagePlus aria-hidden /> {upload.isPending ? 'Uploading…' : 'Choose a file'}
        </Button>
      </section>
      <PagedList
        query={assets}
        error={{ title: 'Could not load the media library', message: 'Try again in a moment.' }}
        loading={<Skeleton className="h-48 w-full rounded-xl" />}
        empty={
          <EmptyState
            icon={Images}
            headingLevel="h2"
            title="No photos or videos yet"
            description="Files uploaded here can be picked when a post is written."
          />
        }
        getKey={(asset) => asset.id}
        renderItem={(asset) => <AssetCard asset={asset} routeId={routeId} canEdit={canEdit} />}
        itemClassName="h-full"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        moreLabel="Show older files"
      />
    </div>
  )
}
