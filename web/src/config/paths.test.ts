import { describe, expect, it } from 'vitest'
import { isWebRoute, WEB_ROUTE_PATTERNS } from '@common/web-routes'
import { paths } from './paths'

describe('the pages the server knows', () => {
  it('are exactly the web app’s paths, so a real page never answers 404', () => {
    const routes = Object.values(paths).map((entry) => entry.path)
    expect([...routes].sort()).toEqual([...WEB_ROUTE_PATTERNS].sort())
  })

  it('match ids and a trailing slash, and nothing else', () => {
    expect(isWebRoute('/comments/abc')).toBe(true)
    expect(isWebRoute('/login/')).toBe(true)
    expect(isWebRoute('/register')).toBe(false)
    expect(isWebRoute('/comments/abc/extra')).toBe(false)
  })
})
