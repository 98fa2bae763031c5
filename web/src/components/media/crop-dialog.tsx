import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import {
  CROP_RATIOS,
  cropRectangle,
  type TAsset,
  type TAssetCrop,
  type TCropRatio,
} from '@common/schemas/asset'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import { toast } from '@/lib/toast'

const SHAPES: { ratio: TCropRatio; label: string }[] = [
  { ratio: '4:5', label: '4:5 portrait (feed)' },
  { ratio: '1:1', label: '1:1 square (feed)' },
  { ratio: '1.91:1', label: '1.91:1 landscape (feed)' },
  { ratio: '9:16', label: '9:16 full screen (story, reel)' },
]

// The shape a picture most likely wants: the feed's nearest end, or full screen for a tall one.
export function suggestedRatio(asset: Pick<TAsset, 'width' | 'height'>): TCropRatio {
  const ratio = asset.width / asset.height
  if (ratio < CROP_RATIOS['4:5'] - 0.1) return '9:16'
  return ratio > 1 ? '1.91:1' : '4:5'
}

const STEP = 0.05

// A cropped copy of a picture, added to the church's library beside it; the library (its own
// screen and the composer's picker, which share its key) reads it again.
function useCropAsset(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, crop }: { id: string; crop: TAssetCrop }) =>
      api.post<TAsset>(
        `/api/organizations/${encodeURIComponent(routeId)}/assets/${encodeURIComponent(id)}/crop`,
        crop,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.assets(routeId) }),
  })
}

export type CroppablePicture = Pick<TAsset, 'id' | 'fileName' | 'width' | 'height' | 'altText'> & {
  imageUrl: string
}

// Cropping a picture to a shape Instagram takes: pick the shape, drag the frame (or move it with
// the arrow keys) over the part to keep, and save. The result is a new file in the library; the
// picture itself stays as it was. The frame is drawn by the same function that cuts the file.
export function CropDialog({
  asset,
  routeId,
  trigger,
  initialRatio,
  onCropped,
}: {
  // The picture's upright size, and an image of it to frame (its rendition or its thumbnail).
  asset: CroppablePicture
  routeId: string
  trigger: ReactNode
  initialRatio?: TCropRatio
  onCropped?: (cropped: TAsset) => void
}) {
  const [open, setOpen] = useState(false)
  const [ratio, setRatio] = useState<TCropRatio>(initialRatio ?? suggestedRatio(asset))
  const [focus, setFocus] = useState({ x: 0.5, y: 0.5 })
  const crop = useCropAsset(routeId)
  const stage = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)
  const area = cropRectangle(asset.width, asset.height, ratio, focus)
  const percent = (value: number, of: number) => `${(value / of) * 100}%`

  const moveTo = (event: PointerEvent<HTMLDivElement>) => {
    const box = stage.current?.getBoundingClientRect()
    if (!box || box.width === 0 || box.height === 0) return
    setFocus({
      x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
      y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
    })
  }
  // The focus follows the frame's centre, so a key press always moves what is seen.
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    }
    const move = moves[event.key]
    if (!move) return
    event.preventDefault()
    const centre = {
      x: (area.left + area.width / 2) / asset.width,
      y: (area.top + area.height / 2) / asset.height,
    }
    setFocus({
      x: Math.min(1, Math.max(0, centre.x + move[0])),
      y: Math.min(1, Math.max(0, centre.y + move[1])),
    })
  }

  const save = () =>
    crop.mutate(
      { id: asset.id, crop: { ratio, focusX: focus.x, focusY: focus.y } },
      {
        onSuccess: (cropped) => {
          toast.success(`${cropped.fileName} added to the media library`)
          setOpen(false)
          onCropped?.(cropped)
        },
        onError: (error) => toast.error(error.message),
      },
    )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (next) setFocus({ x: 0.5, y: 0.5 })
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Crop {asset.fileName}</DialogTitle>
          <DialogDescription>
            Choose a shape Instagram takes and move the frame over what to keep. The crop is saved
            as a new picture; this one stays as it is.
          </DialogDescription>
        </DialogHeader>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="mb-1 text-sm font-medium">Shape</legend>
          {SHAPES.map((shape) => (
            <label
              key={shape.ratio}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-2.5 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`crop-shape-${asset.id}`}
                value={shape.ratio}
                checked={ratio === shape.ratio}
                onChange={() => setRatio(shape.ratio)}
                className="accent-primary"
              />
              {shape.label}
            </label>
          ))}
        </fieldset>
        <div className="flex justify-center">
          <div
            ref={stage}
            className="relative max-h-[50vh] touch-none select-none overflow-hidden rounded-md bg-muted"
            style={{
              aspectRatio: `${asset.width} / ${asset.height}`,
              width: '100%',
              maxWidth: `calc(50vh * ${asset.width / asset.height})`,
            }}
            onPointerDown={(event) => {
              dragging.current = true
              event.currentTarget.setPointerCapture(event.pointerId)
              moveTo(event)
            }}
            onPointerMove={(event) => {
              if (dragging.current) moveTo(event)
            }}
            onPointerUp={() => {
              dragging.current = false
            }}
          >
            <img
              src={asset.imageUrl}
              alt={asset.altText || asset.fileName}
              draggable={false}
              className="h-full w-full object-fill"
            />
            <div
              role="group"
              tabIndex={0}
              aria-label={`Crop frame, ${ratio}, ${area.width}×${area.height} from ${area.left}, ${area.top}. Move it with the arrow keys.`}
              data-testid="crop-frame"
              onKeyDown={nudge}
              className="absolute cursor-move border-2 border-white shadow-[0_0_0_9999px_rgba(0,0,0,0.55)] outline-none focus-visible:ring-4 focus-visible:ring-ring"
              style={{
                left: percent(area.left, asset.width),
                top: percent(area.top, asset.height),
                width: percent(area.width, asset.width),
                height: percent(area.height, asset.height),
              }}
            />
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          The new picture: {area.width}×{area.height} pixels.
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button type="button" onClick={save} disabled={crop.isPending}>
            {crop.isPending ? 'Cropping…' : 'Save as a new picture'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
