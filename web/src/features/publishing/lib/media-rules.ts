import type { TAsset } from '@common/schemas/asset'
import type { TPostKind } from '../api/types'

// What each kind of post takes, and what is wrong with the files picked for it, in words a
// person can act on before Instagram refuses the post.
export const KIND_RULES: Record<TPostKind, { min: number; max: number; help: string }> = {
  image: { min: 1, max: 1, help: 'One photo, from 4:5 (portrait) to 1.91:1 (landscape).' },
  carousel: { min: 2, max: 10, help: '2 to 10 photos or videos, each from 4:5 to 1.91:1.' },
  reel: { min: 1, max: 1, help: 'One video, 9:16 (full screen), up to 15 minutes.' },
  story: { min: 1, max: 1, help: 'One photo or video, 9:16 (full screen).' },
}

export type PickedAsset = Pick<
  TAsset,
  'id' | 'kind' | 'fileName' | 'width' | 'height' | 'aspectFit'
>

const ratio = (asset: Pick<TAsset, 'width' | 'height'>) =>
  asset.height > 0 ? `${(asset.width / asset.height).toFixed(2)}:1` : 'unknown'

// A problem that stops scheduling, per file and for the whole selection.
export function mediaProblems(kind: TPostKind, assets: PickedAsset[]): string[] {
  const rules = KIND_RULES[kind]
  const problems: string[] = []
  if (assets.length < rules.min)
    problems.push(
      kind === 'carousel'
        ? `A carousel needs at least 2 files (${assets.length} picked).`
        : 'Pick a file from the media library.',
    )
  if (assets.length > rules.max)
    problems.push(
      rules.max === 1
        ? `A ${kind === 'image' ? 'single image post' : kind} takes one file (${assets.length} picked).`
        : `A carousel takes at most 10 files (${assets.length} picked).`,
    )
  for (const asset of assets) {
    const name = asset.fileName
    if (kind === 'image' && asset.kind !== 'image')
      problems.push(`${name} is a video: choose Reel for a video.`)
    if (kind === 'reel' && asset.kind !== 'video')
      problems.push(`${name} is a photo: a reel is a video.`)
    if ((kind === 'image' || kind === 'carousel') && asset.aspectFit !== 'feed')
      problems.push(
        `${name} is ${asset.width}×${asset.height} (${ratio(asset)}): the feed takes 4:5 to 1.91:1. Crop it to fit (below) or pick another.`,
      )
  }
  return problems
}

// Shapes Instagram takes but shows badly: said, not blocking.
export function mediaWarnings(kind: TPostKind, assets: PickedAsset[]): string[] {
  if (kind !== 'reel' && kind !== 'story') return []
  return assets
    .filter((asset) => asset.aspectFit !== 'reels_and_stories')
    .map(
      (asset) =>
        `${asset.fileName} is ${asset.width}×${asset.height}, not 9:16: Instagram shows it with bars or cropped.`,
    )
}
