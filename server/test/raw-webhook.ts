import type { FastifyInstance } from 'fastify'
import { DEFAULT_APP_SECRET, hubSignature } from '../../simulator/src/index'

// A webhook body signed as Meta signs it, posted straight to the app (a hand-made payload the
// simulator would never send: malformed or hostile events).
export function deliverRawWebhook(app: FastifyInstance, payload: unknown) {
  const body = JSON.stringify(payload)
  return app.inject({
    method: 'POST',
    url: '/api/instagram/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': hubSignature(body, DEFAULT_APP_SECRET),
    },
    payload: body,
  })
}
