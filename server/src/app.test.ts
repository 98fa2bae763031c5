import { describe, expect, it } from 'vitest'
import { useTestApp } from '../test/helper'

const t = useTestApp()

describe('the API surface', () => {
  it('reports health after checking the database', async () => {
    const response = await t.app.inject({ url: '/healthz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok' })
  })

  it('documents every route in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/api/me', '/api/register', '/api/admin-setup']),
    )
    expect(doc.paths['/api/register'].post.requestBody).toBeDefined()
  })

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const response = await t.app.inject({ url: '/api/does-not-exist' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'No route GET /api/does-not-exist',
    })
  })

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } })
    expect(response.headers['x-request-id']).toBe('abc-123')
  })
})
