import { isoTime, type SimContext } from '../context'
import type { Account, Comment } from '../store/types'
import { takeWebhookFault } from '../http/faults'
import { commentEventBody, commentField } from './payload'
import { hubSignature } from './signing'
import { verifyCallback } from './verify'
import type { Delivery } from './webhook-state'

const TIMEOUT_MS = 10_000

export type DeliveryOutcome =
  | { status: 'not_configured' | 'not_subscribed' }
  | {
      status: 'delivered' | 'pending' | 'dropped' | 'held'
      delivery_id: number
      /** A duplicate fault sent the same event again as this delivery */
      duplicate_id?: number
    }

export interface EventInit {
  userId: string
  field: string
  body: string
  commentId?: string
  mid?: string
}

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

function enqueue(ctx: SimContext, init: EventInit, state: Delivery['state']): Delivery {
  const d: Delivery = {
    id: ctx.webhooks.nextId++,
    userId: init.userId,
    ...(init.commentId ? { commentId: init.commentId } : {}),
    ...(init.mid ? { mid: init.mid } : {}),
    field: init.field,
    body: init.body,
    state,
    attempts: [],
    nextAttemptAt: null,
  }
  ctx.webhooks.deliveries.push(d)
  return d
}

/**
 * Queues a signed event for an account subscribed to its field. Resolves after the first
 * attempt; failed attempts are retried on `webhookRetryDelaysMs`, or at once by
 * `flushDeliveries`. Webhook fault rules can send it twice, or hold it back until the next
 * event has been delivered (out of order).
 */
export async function deliverEvent(ctx: SimContext, init: EventInit): Promise<DeliveryOutcome> {
  if (!ctx.webhooks.config) return { status: 'not_configured' }
  if (!ctx.store.subscriptions.get(init.userId)?.includes(init.field))
    return { status: 'not_subscribed' }
  const fault = takeWebhookFault(ctx, init.field)
  const held = ctx.webhooks.deliveries.filter((h) => h.state === 'held')
  const d = enqueue(ctx, init, fault === 'out_of_order' ? 'held' : 'pending')
  if (d.state === 'held') return { status: 'held', delivery_id: d.id }
  await attempt(ctx, d)
  const copy = fault === 'duplicate' ? enqueue(ctx, init, 'pending') : undefined
  if (copy) await attempt(ctx, copy)
  // Events held back by an out-of-order fault arrive after this later one.
  for (const h of held) await attempt(ctx, h)
  return { status: d.state, delivery_id: d.id, ...(copy ? { duplicate_id: copy.id } : {}) }
}

/** A signed `comments` event (`live_comments` for a comment on a live broadcast). */
export const deliverCommentEvent = (ctx: SimContext, account: Account, comment: Comment) =>
  deliverEvent(ctx, {
    userId: account.userId,
    field: commentField(ctx, comment),
    commentId: comment.id,
    body: commentEventBody(ctx, account, comment),
  })

export async function flushDeliveries(ctx: SimContext): Promise<Delivery[]> {
  const pending = ctx.webhooks.deliveries.filter((d) => d.state === 'pending' || d.state === 'held')
  for (const d of pending) await attempt(ctx, d)
  return pending
}

export function cancelDeliveries(ctx: SimContext) {
  for (const d of ctx.webhooks.deliveries) clearTimeout(d.timer)
  ctx.webhooks.deliveries = []
}
