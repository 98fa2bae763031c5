import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildTestApp, testEnv, useTestApp } from '../../test/helper'

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
})
