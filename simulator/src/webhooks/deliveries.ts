import { isoTime, type SimContext } from '../context'
import type { Account, Comment } from '../store/types'
import { commentEventBody } from './payload'
import { hubSignature } from './signing'
import { verifyCallback } from './verify'
import type { Delivery } from './webhook-state'

const TIMEOUT_MS = 10_000

export type DeliveryOutcome =
  | { status: 'not_configured' | 'not_subscribed' }
  | { status: 'delivered' | 'pending' | 'dropped'; delivery_id: number }

async function post(
  ctx: SimContext,
  d: Delivery,
): Promise<{ status: number | null; error: string | null }> {
  const config = ctx.webhooks.config
  if (!config) return { status: null, error: 'No callback URL configured' }
  // Meta only delivers to a verified callback; retry the handshake until it passes.
  if (!config.verification?.ok && !(await verifyCallback(ctx, config)).ok)
    return { status: null, error: 'Callback verification failed' }
  try {
    const res = await fetch(config.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': hubSignature(d.body, ctx.options.appSecret),
      },
      body: d.body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await res.body?.cancel()
    return { status: res.status, error: res.status === 200 ? null : `HTTP ${res.status}` }
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) }
  }
}

function schedule(ctx: SimContext, d: Delivery) {
  const delay = ctx.options.webhookRetryDelaysMs[d.attempts.length - 1]
  if (delay === undefined) {
    d.state = 'dropped'
    d.nextAttemptAt = null
    return
  }
  d.nextAttemptAt = isoTime(ctx.clock.now() + delay)
  d.timer = setTimeout(() => void attempt(ctx, d), delay)
  d.timer.unref()
}

export function attempt(ctx: SimContext, d: Delivery): Promise<void> {
  if (d.inFlight) return d.inFlight
  clearTimeout(d.timer)
  d.inFlight = (async () => {
    const result = await post(ctx, d)
    d.attempts.push({ time: isoTime(ctx.clock.now()), ...result })
    if (result.status === 200) {
      d.state = 'delivered'
      d.nextAttemptAt = null
    } else schedule(ctx, d)
  })().finally(() => {
    d.inFlight = undefined
  })
  return d.inFlight
}

/**
 * Queues a signed `comments` event. Resolves after the first attempt; failed attempts are
 * retried on `webhookRetryDelaysMs`, or at once by `flushDeliveries`.
 */
export async function deliverCommentEvent(
  ctx: SimContext,
  account: Account,
  comment: Comment,
): Promise<DeliveryOutcome> {
  if (!ctx.webhooks.config) return { status: 'not_configured' }
  if (!ctx.store.subscriptions.get(account.userId)?.includes('comments'))
    return { status: 'not_subscribed' }
  const d: Delivery = {
    id: ctx.webhooks.nextId++,
    userId: account.userId,
    commentId: comment.id,
    field: 'comments',
    body: commentEventBody(ctx, account, comment),
    state: 'pending',
    attempts: [],
    nextAttemptAt: null,
  }
  ctx.webhooks.deliveries.push(d)
  await attempt(ctx, d)
  return { status: d.state, delivery_id: d.id }
}

export async function flushDeliveries(ctx: SimContext): Promise<Delivery[]> {
  const pending = ctx.webhooks.deliveries.filter((d) => d.state === 'pending')
  for (const d of pending) await attempt(ctx, d)
  return pending
}

export function cancelDeliveries(ctx: SimContext) {
  for (const d of ctx.webhooks.deliveries) clearTimeout(d.timer)
  ctx.webhooks.deliveries = []
}
