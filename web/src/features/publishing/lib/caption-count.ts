// Instagram's caption limits, counted as the person types: 2,200 characters, 30 hashtags and 20
// @mentions (more and Instagram refuses the post).
export const CAPTION_LIMITS = { characters: 2200, hashtags: 30, mentions: 20 } as const

const HASHTAG = /(^|[^\p{L}\p{N}_&])#[\p{L}\p{N}_]+/gu
const MENTION = /(^|[^\p{L}\p{N}_.])@[A-Za-z0-9._]+/gu

export interface CaptionCount {
  characters: number
  hashtags: number
  mentions: number
  problems: string[]
}

export function countCaption(text: string): CaptionCount {
  const characters = [...text].length
  const hashtags = text.match(HASHTAG)?.length ?? 0
  const mentions = text.match(MENTION)?.length ?? 0
  const problems: string[] = []
  const over = (count: number, limit: number, what: string) =>
    count > limit &&
    problems.push(`${count - limit} ${what} too many (at most ${limit.toLocaleString('en-US')})`)
  over(
    characters,
    CAPTION_LIMITS.characters,
    characters - CAPTION_LIMITS.characters === 1 ? 'character' : 'characters',
  )
  over(
    hashtags,
    CAPTION_LIMITS.hashtags,
    hashtags - CAPTION_LIMITS.hashtags === 1 ? 'hashtag' : 'hashtags',
  )
  over(
    mentions,
    CAPTION_LIMITS.mentions,
    mentions - CAPTION_LIMITS.mentions === 1 ? '@mention' : '@mentions',
  )
  return { characters, hashtags, mentions, problems }
}
