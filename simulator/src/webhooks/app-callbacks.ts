import { isoTime, unixSeconds, type SimContext } from '../context'
import { revokeTokens } from '../domain/tokens'
import type { CallbackRecord } from '../store/types'
import { signedRequest } from './signing'

const TIMEOUT_MS = 10_000

async function postSignedRequest(
  ctx: SimContext,
  kind: CallbackRecord['kind'],
  url: string | undefined,
  userId: string,
): Promise<CallbackRecord> {
  const now = ctx.clock.now()
  const record: CallbackRecord = {
    kind,
    userId,
    url: url ?? null,
    status: null,
    error: url ? null : 'No callback URL configured',
    response: null,
    time: isoTime(now),
  }
  ctx.store.callbacks.push(record)
  if (!url) return record
  // The payload carries the professional account id (the webhook entry.id), see README.
  const payload = { algorithm: 'HMAC-SHA256', issued_at: unixSeconds(now), user_id: userId }
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        signed_request: signedRequest(payload, ctx.options.appSecret),
      }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    record.status = res.status
    const text = await res.text()
    try {
      record.response = JSON.parse(text)
    } catch {
      record.response = text.slice(0, 500)
    }
    if (!res.ok) record.error = `HTTP ${res.status}`
  } catch (error) {
    record.error = error instanceof Error ? error.message : String(error)
  }
  return record
}

/** The account removes the app: its tokens die, its subscription ends, Flock is told. */
export async function deauthorize(ctx: SimContext, userId: string) {
  const revoked = revokeTokens(ctx, userId)
  ctx.store.subscriptions.delete(userId)
  const callback = await postSignedRequest(ctx, 'deauthorize', ctx.options.deauthorizeUrl, userId)
  return { revoked_tokens: revoked, callback }
}

export async function requestDataDeletion(ctx: SimContext, userId: string) {
  const callback = await postSignedRequest(
    ctx,
    'data_deletion',
    ctx.options.dataDeletionUrl,
    userId,
  )
  const response = callback.response as { url?: unknown; confirmation_code?: unknown } | null
  const valid = typeof response?.url === 'string' && typeof response.confirmation_code === 'string'
  return { callback, valid_answer: valid }
}
