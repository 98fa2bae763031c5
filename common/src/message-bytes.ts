// Instagram limits the text of a direct message (a private reply) to 1,000 bytes of UTF-8, not
// 1,000 characters: a Korean syllable takes 3 bytes and an emoji 4, so a 400-character Korean
// message is already over. The server's schema, the church's edit on approval and the compose
// box's counter all measure with this one function.
export const PRIVATE_REPLY_MAX_BYTES = 1000

const encoder = new TextEncoder()

export function utf8Length(text: string): number {
  return encoder.encode(text).length
}

// Why this private reply text is too long, or null when it fits.
export function privateReplyTooLong(text: string): string | null {
  const bytes = utf8Length(text)
  if (bytes <= PRIVATE_REPLY_MAX_BYTES) return null
  const n = (value: number) => value.toLocaleString('en-US')
  return `Private replies are limited to ${n(PRIVATE_REPLY_MAX_BYTES)} bytes; this one is ${n(bytes)} (Korean and emoji take 3–4 bytes a character).`
}
