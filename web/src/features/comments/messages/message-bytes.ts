import { PRIVATE_REPLY_MAX_BYTES, utf8Length } from '@common/message-bytes'

const n = (value: number) => value.toLocaleString('en-US')

// What the send box says under the text: the bytes used of Instagram's 1,000 (UTF-8, as the
// server counts them), or why the message cannot go as it is.
export function messageBytes(text: string): { bytes: number; tooLong: boolean; label: string } {
  const bytes = utf8Length(text.trim())
  if (bytes <= PRIVATE_REPLY_MAX_BYTES)
    return { bytes, tooLong: false, label: `${n(bytes)} / ${n(PRIVATE_REPLY_MAX_BYTES)} bytes` }
  return {
    bytes,
    tooLong: true,
    label: `Too long to send: Instagram takes ${n(PRIVATE_REPLY_MAX_BYTES)} bytes in a message and this one is ${n(bytes)}. Shorten it by ${n(bytes - PRIVATE_REPLY_MAX_BYTES)} (Korean and emoji take 3–4 bytes a character).`,
  }
}
