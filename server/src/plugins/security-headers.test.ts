import { mkdirSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { signInAsAdmin } from '../../test/actors'
import { buildTestApp, registerClient, testEnv, useTestApp } from '../../test/helper'

// A built web app of one page is enough to see what the pages are served with.
const WEB_DIR = path.resolve('.tmp/security-headers-web')
mkdirSync(WEB_DIR, { recursive: true })
writeFileSync(
  path.join(WEB_DIR, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
)

const t = useTestApp({ WEB_DIST_DIR: WEB_DIR })

function directives(csp: string): Map<string, string> {
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/)
      return [name, values.join(' ')]
    }),
  )
}

describe('security headers', () => {
  it.each(['/', '/login', '/portal', '/api/me', '/healthz', '/api/no-such-route'])(
    '%s carries the CSP, nosniff, Referrer-Policy and frame protection',
    async (url) => {
      const response = await t.app.inject({ url })
      if (['/', '/login', '/portal'].includes(url)) {
        expect(response.statusCode).toBe(200)
        expect(response.headers['content-type']).toMatch(/text\/html/)
      }
      const csp = directives(String(response.headers['content-security-policy']))
      expect(csp.get('default-src')).toBe("'self'")
      expect(csp.get('script-src')).toBe("'self'")
      expect(csp.get('object-src')).toBe("'none'")
      expect(csp.get('base-uri')).toBe("'none'")
      expect(csp.get('frame-ancestors')).toBe("'none'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('same-origin')
      expect(response.headers['x-frame-options']).toBe('DENY')
      // Over http (PUBLIC_URL here) HSTS is not sent.
      expect(response.headers['strict-transport-security']).toBeUndefined()
    },
  )

  it('also covers answers better-auth writes', async () => {
    const response = await t.app.inject({ url: '/api/auth/get-session' })
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('sends HSTS, and upgrades insecure requests, only when PUBLIC_URL is https', async () => {
    const env = testEnv(t.db.url, { PUBLIC_URL: 'https://flock.example.org' })
    const app = await buildTestApp(t.db.db, env, t.sim)
    try {
      const response = await app.inject({ url: '/api/me' })
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000')
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    } finally {
      await app.close()
    }
  })

  it('tells browsers and proxies to keep no signed-in answer: Cache-Control: no-store', async () => {
    const admin = await signInAsAdmin(t.app, t.db.db)
    const church = (await registerClient(t.app)).cookie
    for (const [url, cookie] of [
      ['/api/outbox', admin],
      ['/api/me', admin],
      ['/api/me', church],
      ['/api/notifications', church],
      ['/api/auth/get-session', church],
    ] as const) {
      const response = await t.app.inject({ url, headers: { cookie } })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('answers a URL that cannot be decoded with { code, message } and the same headers', async () => {
    for (const url of ['/api/%zz', '/api/organizations/%E0%A4%A']) {
      const response = await t.app.inject({ url })
      expect(response.statusCode, url).toBe(400)
      expect(response.json()).toEqual({ code: 'BAD_URL', message: expect.any(String) })
      expect(response.json().message).not.toContain('%')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['cache-control']).toBe('no-store')
    }
  })

  it('answers headers too large with 431, { code, message } and the same headers', async () => {
    const app = await buildTestApp(t.db.db, testEnv(t.db.url), t.sim)
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const { port } = app.server.address() as AddressInfo
      const answer = await new Promise<{
        status: number
        headers: Record<string, unknown>
        body: string
      }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path: '/api/me', headers: { 'x-big': 'a'.repeat(40_000) } },
          (res) => {
            let body = ''
            res.on('data', (chunk) => (body += String(chunk)))
            res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(answer.status).toBe(431)
      expect(JSON.parse(answer.body)).toEqual({
        code: 'HEADERS_TOO_LARGE',
        message: expect.any(String),
      })
      expect(answer.headers['content-type']).toMatch(/application\/json/)
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    } finally {
      await app.close()
    }
  })
})
