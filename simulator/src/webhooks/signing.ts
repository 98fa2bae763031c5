import { createHmac } from 'node:crypto'

/** `X-Hub-Signature-256` value: HMAC-SHA256 of the raw body with the app secret. */
export const hubSignature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

/** Meta's `signed_request`: b64url(sig).b64url(payload), unpadded; sig covers the encoded payload. */
export function signedRequest(payload: Record<string, unknown>, secret: string): string {
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url')
  const sig = createHmac('sha256', secret).update(encoded).digest('base64url')
  return `${sig}.${encoded}`
}
