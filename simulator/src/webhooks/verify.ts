import { randomInt } from 'node:crypto'
import { isoTime, type SimContext } from '../context'
import type { Verification, WebhookConfig } from './webhook-state'

const TIMEOUT_MS = 10_000

/** Meta's handshake: the callback must answer 200 with exactly the challenge as the body. */
export async function verifyCallback(
  ctx: SimContext,
  config: WebhookConfig,
): Promise<Verification> {
  const challenge = String(randomInt(100_000_000, 2_000_000_000))
  const url = new URL(config.url)
  url.searchParams.set('hub.mode', 'subscribe')
  url.searchParams.set('hub.challenge', challenge)
  url.searchParams.set('hub.verify_token', config.verifyToken)
  const result: Verification = {
    ok: false,
    time: isoTime(ctx.clock.now()),
    challenge,
    status: null,
    body: null,
    error: null,
  }
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    result.status = res.status
    result.body = (await res.text()).slice(0, 500)
    result.ok = res.status === 200 && result.body === challenge
    if (!result.ok) result.error = 'The callback did not answer 200 with the challenge'
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
  }
  config.verification = result
  return result
}
