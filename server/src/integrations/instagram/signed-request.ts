import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { SigningSecret } from './config'

const ZPayload = z.object({
  algorithm: z.string().refine((value) => value.toUpperCase() === 'HMAC-SHA256'),
  user_id: z.union([z.string(), z.number()]).transform(String),
  // Unix seconds. Meta always sends it; without it a captured request could be replayed for ever.
  issued_at: z.number().int().positive(),
})

export interface VerifiedSignedRequest {
  userId: string
  issuedAt: Date
  // The signature's bytes, in hex: how a replay is recognised, whatever spelling it came in.
  signatureHex: string
}

const BASE64URL = /^[A-Za-z0-9_-]+$/

// Canonical base64url only: no padding, no other alphabet, no whitespace, and no stray bits in the
// last character (re-encoding the bytes must give back the same text). Node decodes leniently, so
// without this one signature has many spellings, each a fresh-looking request.
function decodeCanonicalBase64url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null
  const bytes = Buffer.from(text, 'base64url')
  return bytes.toString('base64url') === text ? bytes : null
}

// Meta's signed_request: base64url(HMAC-SHA256(payload segment, app secret)) "." base64url(JSON).
// Returns the payload only when the signature is right (compared in constant time).
export function verifySignedRequest(
  signedRequest: string,
  appSecret: string,
): VerifiedSignedRequest | null {
  const [signature, payload, ...rest] = signedRequest.split('.')
  if (!signature || !payload || rest.length > 0) return null
  const given = decodeCanonicalBase64url(signature)
  const payloadBytes = decodeCanonicalBase64url(payload)
  if (!given || !payloadBytes) return null
  const expected = createHmac('sha256', appSecret).update(payload).digest()
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = ZPayload.safeParse(JSON.parse(payloadBytes.toString('utf8')))
    if (!parsed.success) return null
    return {
      userId: parsed.data.user_id,
      issuedAt: new Date(parsed.data.issued_at * 1000),
      signatureHex: given.toString('hex'),
    }
  } catch {
    return null
  }
}

// The payload and the name of the secret that signed it, trying each secret in turn.
export function verifySignedRequestWithAny(
  signedRequest: string,
  secrets: readonly SigningSecret[],
): (VerifiedSignedRequest & { secret: SigningSecret['name'] }) | null {
  for (const { name, secret } of secrets) {
    const payload = verifySignedRequest(signedRequest, secret)
    if (payload) return { ...payload, secret: name }
  }
  return null
}
