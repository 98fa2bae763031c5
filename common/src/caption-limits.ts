// What Instagram allows in a post's caption, counted the same way by the server's check and by
// the composer's counter as a person types (decision 071). Characters are counted as Unicode code
// points (an emoji is one), as Instagram's own 2,200 counter does.
export const CAPTION_LIMITS = {
  maxCharacters: 2200,
  maxHashtags: 30,
  maxMentions: 20,
} as const

export const MAX_COLLABORATORS = 3

// An Instagram username: letters, digits, periods and underscores, at most 30.
export const INSTAGRAM_USERNAME = /^[A-Za-z0-9._]{1,30}$/

// A hashtag starts after a space, a line break, punctuation or the start; "#1" and "a#b" are not
// separate tags on Instagram ("a#b" is one word), so the # must not follow a letter or digit.
const HASHTAG = /(^|[^\p{L}\p{N}_&#])#[\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*/gu
// A mention: @ then a username, not inside an e-mail address (name@example.org).
const MENTION = /(^|[^\p{L}\p{N}_.@])@[A-Za-z0-9._]{1,30}/gu

export interface TCaptionCount {
  characters: number
  hashtags: number
  mentions: number
}

export function countCaption(caption: string): TCaptionCount {
  return {
    characters: [...caption].length,
    hashtags: caption.match(HASHTAG)?.length ?? 0,
    mentions: caption.match(MENTION)?.length ?? 0,
  }
}

const n = (value: number) => value.toLocaleString('en-US')

// Each limit the caption goes past, in words; empty when it fits.
export function captionProblems(caption: string): string[] {
  const count = countCaption(caption)
  const problems: string[] = []
  if (count.characters > CAPTION_LIMITS.maxCharacters)
    problems.push(
      `The caption is ${n(count.characters)} characters; Instagram allows ${n(CAPTION_LIMITS.maxCharacters)}.`,
    )
  if (count.hashtags > CAPTION_LIMITS.maxHashtags)
    problems.push(
      `The caption has ${count.hashtags} hashtags; Instagram allows ${CAPTION_LIMITS.maxHashtags}.`,
    )
  if (count.mentions > CAPTION_LIMITS.maxMentions)
    problems.push(
      `The caption mentions ${count.mentions} accounts; Instagram allows ${CAPTION_LIMITS.maxMentions}.`,
    )
  return problems
}
