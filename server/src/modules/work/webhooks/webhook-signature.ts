import { createHmac, timingSafeEqual } from 'node:crypto'
import type { SigningSecret } from '../../../integrations/instagram/config'

// X-Hub-Signature-256: "sha256=" + hex HMAC-SHA256 of the raw body with the app secret.
export function isValidHubSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!header?.startsWith('sha256=')) return false
  const given = Buffer.from(header.slice('sha256='.length), 'hex')
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  return given.length === expected.length && timingSafeEqual(given, expected)
}

// Which of the secrets signed the body, or null when none did.
export function hubSignatureSecret(
  rawBody: Buffer,
  header: string | undefined,
  secrets: readonly SigningSecret[],
): SigningSecret['name'] | null {
  return secrets.find((s) => isValidHubSignature(rawBody, header, s.secret))?.name ?? null
}
