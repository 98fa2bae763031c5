import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../test/helper'
import { checkReadiness } from './readiness'

const t = useTestApp()

describe('readiness', () => {
  it('is ready once the database answers and holds every migration of this build', async () => {
    const response = await t.app.inject({ url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ready' })
  })

  it('is not ready while the database lacks a migration this build knows', async () => {
    const future = { index: 999, tag: '9999_from_the_future', when: Date.now() + 86_400_000 }
    const readiness = await checkReadiness(t.db.db.$client, future)
    expect(readiness).toEqual({
      ready: false,
      reason: 'The database has not been migrated to this version yet.',
    })
  })
})

describe('metrics', () => {
  it('are not served unless METRICS is on', async () => {
    const response = await t.app.inject({ url: '/metrics' })
    expect(response.statusCode).toBe(404)
  })
})
