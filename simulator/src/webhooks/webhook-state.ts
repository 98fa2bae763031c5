export interface Verification {
  ok: boolean
  time: string
  challenge: string
  status: number | null
  body: string | null
  error: string | null
}

export interface WebhookConfig {
  url: string
  verifyToken: string
  verification: Verification | null
}

export interface Attempt {
  time: string
  status: number | null
  error: string | null
}

export interface Delivery {
  id: number
  userId: string
  /** The comment a `comments` or `mentions` event is about */
  commentId?: string
  /** The message a messaging event is about */
  mid?: string
  field: string
  body: string
  /** `held`: kept back by an out-of-order fault until the next event has gone */
  state: 'pending' | 'delivered' | 'dropped' | 'held'
  attempts: Attempt[]
  nextAttemptAt: string | null
  timer?: NodeJS.Timeout
  inFlight?: Promise<void>
}

export interface WebhookState {
  config: WebhookConfig | null
  deliveries: Delivery[]
  nextId: number
}

export const createWebhookState = (): WebhookState => ({ config: null, deliveries: [], nextId: 1 })

export function deliveryView(d: Delivery) {
  return {
    id: d.id,
    user_id: d.userId,
    comment_id: d.commentId ?? null,
    ...(d.mid ? { mid: d.mid } : {}),
    field: d.field,
    state: d.state,
    attempts: d.attempts,
    next_attempt_at: d.nextAttemptAt,
    body: JSON.parse(d.body) as unknown,
  }
}
