import { ASSET_LIMITS } from '@common/schemas/asset'

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

// What Instagram accepts, said before anyone picks a file (common/src/schemas/asset.ts).
export function UploadLimits() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
      <li>
        Photos: JPEG, PNG or WebP, up to {mb(ASSET_LIMITS.image.maxBytes)}. They are sent to
        Instagram as JPEG, upright, without location data. iPhone HEIC photos: export as JPEG first.
      </li>
      <li>
        Videos: MP4 or MOV (H.264 or HEVC, AAC sound), up to {mb(ASSET_LIMITS.video.maxBytes)} and{' '}
        {ASSET_LIMITS.video.maxDurationMs / 60_000} minutes.
      </li>
      <li>Shape: feed posts from 4:5 (portrait) to 1.91:1 (landscape); reels and stories 9:16.</li>
    </ul>
  )
}
