import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper'

const TOKEN = 'scrape-token-0123456789'
const t = useTestApp({ METRICS: 'on', METRICS_TOKEN: TOKEN })

async function scrape() {
  const response = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.body
}

describe('/metrics', () => {
  it('refuses a scraper without the token', async () => {
    const response = await t.app.inject({ url: '/metrics' })
    expect(response.statusCode).toBe(401)
    expect(response.json().code).toBe('UNAUTHENTICATED')
  })

  it('reports request latency by route, never by raw URL', async () => {
    await t.app.inject({ url: '/healthz' })
    await t.app.inject({
      url: '/api/organizations/00000000-0000-4000-8000-000000000000/business-hours',
    })
    const body = await scrape()
    expect(body).toMatch(
      /flock_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="2xx"\} [1-9]/,
    )
    expect(body).toContain('route="/api/organizations/:routeId/business-hours"')
    expect(body).not.toContain('00000000-0000-4000-8000-000000000000')
  })

  it('reports outgoing messages by open state, webhook lag and open event streams', async () => {
    const body = await scrape()
    for (const state of ['awaiting_approval', 'queued', 'sending', 'failed']) {
      expect(body).toContain(`flock_outgoing_messages{status="${state}"} 0`)
    }
    expect(body).toContain('flock_webhook_lag_seconds 0')
    expect(body).toContain('flock_event_stream_clients 0')
  })
})
