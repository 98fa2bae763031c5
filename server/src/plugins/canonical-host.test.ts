import { describe, expect, it } from 'vitest'
import { TEST_ORIGIN, useTestApp } from '../../test/helper'

const t = useTestApp()
const html = { accept: 'text/html,application/xhtml+xml' }

// The test app's PUBLIC_URL is http://localhost:3000.
describe('pages on another host name', () => {
  it('moves a page request to the same path on PUBLIC_URL', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({
        method,
        url: '/portal?tab=accounts',
        headers: { ...html, host: '127.0.0.1:3000' },
      })
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe(`${TEST_ORIGIN}/portal?tab=accounts`)
    }
  })

  it('keeps a path that looks like another site on this server', async () => {
    const response = await t.app.inject({
      url: '//evil.example/login',
      headers: { ...html, host: '127.0.0.1:3000' },
    })
    expect(response.headers.location).toBe(`${TEST_ORIGIN}//evil.example/login`)
  })

  it('leaves pages on PUBLIC_URL’s host alone', async () => {
    const response = await t.app.inject({
      url: '/portal',
      headers: { ...html, host: 'localhost:3000' },
    })
    expect(response.statusCode).not.toBe(302)
  })

  it('never moves the API, webhooks, health checks or non-page requests', async () => {
    const host = '127.0.0.1:3000'
    const api = await t.app.inject({ url: '/api/me', headers: { ...html, host } })
    expect(api.statusCode).toBe(200)
    const webhook = await t.app.inject({
      url: '/api/instagram/webhooks?hub.mode=subscribe',
      headers: { ...html, host },
    })
    expect(webhook.statusCode).not.toBe(302)
    const health = await t.app.inject({ url: '/healthz', headers: { host } })
    expect(health.statusCode).toBe(200)
    const post = await t.app.inject({
      method: 'POST',
      url: '/portal',
      headers: { ...html, host },
    })
    expect(post.statusCode).not.toBe(302)
  })
})
