import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import type { SigningSecret } from './config'

const ZPayload = z.object({
  algorithm: z.string().refine((value) => value.toUpperCase() === 'HMAC-SHA256'),
  user_id: z.union([z.string(), z.number()]).transform(String),
  issued_at: z.number().optional(),
})

// Meta's signed_request: base64url(HMAC-SHA256(payload segment, app secret)) "." base64url(JSON).
// Returns the payload only when the signature is right (compared in constant time).
export function verifySignedRequest(
  signedRequest: string,
  appSecret: string,
): { userId: string } | null {
  const [signature, payload, ...rest] = signedRequest.split('.')
  if (!signature || !payload || rest.length > 0) return null
  const expected = createHmac('sha256', appSecret).update(payload).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const parsed = ZPayload.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    )
    return parsed.success ? { userId: parsed.data.user_id } : null
  } catch {
    return null
  }
}

// The payload and the name of the secret that signed it, trying each secret in turn.
export function verifySignedRequestWithAny(
  signedRequest: string,
  secrets: readonly SigningSecret[],
): { userId: string; secret: SigningSecret['name'] } | null {
  for (const { name, secret } of secrets) {
    const payload = verifySignedRequest(signedRequest, secret)
    if (payload) return { ...payload, secret: name }
  }
  return null
}
