import { createHmac } from 'node:crypto'

// RFC 6238 TOTP (SHA-1, 6 digits, 30 s), as an authenticator app computes it from the
// otpauth:// link's base32 secret: tests sign in with codes they work out themselves.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Decode(text: string): Buffer {
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

export function secretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret')
  if (!secret) throw new Error('no secret in the otpauth link')
  return secret
}

export function totp(base32Secret: string, at = Date.now(), step = 0): string {
  const counter = Math.floor(at / 30_000) + step
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hmac = createHmac('sha1', base32Decode(base32Secret)).update(message).digest()
  const offset = hmac[hmac.length - 1]! & 0xf
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return code.toString().padStart(6, '0')
}

// A six-digit code that is not valid now (nor a step either side).
export function wrongCode(base32Secret: string): string {
  const valid = new Set([-1, 0, 1].map((step) => totp(base32Secret, Date.now(), step)))
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0')
    if (!valid.has(candidate)) return candidate
  }
}
