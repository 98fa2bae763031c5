import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFINITIONS } from '@common/definitions'
import { as, signInAsAdmin, signInAsClient } from '../../../../test/actors'
import {
  createAccount,
  createComment,
  createMedia,
  createOrganization,
} from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { getDashboard } from './dashboard.service'

const t = useTestApp({
  SIGN_IN_RATE_LIMIT: '1000',
  SIGN_UP_RATE_LIMIT: '1000',
  AGENCY_TIMEZONE: 'America/New_York',
})

// Monday 10 March 2025, 11:00 in New York; daylight saving time began there the day before, so
// the local Sunday had only 23 hours (05:00Z to 04:00Z).
const NOW = new Date('2025-03-10T15:00:00Z')
const at = (iso: string) => new Date(iso)
const stats = (timeZone: string) => getDashboard(t.db.db, { now: NOW, timeZone })

describe('GET /api/dashboard', () => {
  it('is for admins only, and uses the agency time zone', async () => {
    const client = await signInAsClient(t.app)
    const get = (cookie?: string) => t.app.inject({ url: '/api/dashboard', headers: as(cookie) })
    expect((await get()).statusCode).toBe(401)
    expect((await get(client.cookie)).statusCode).toBe(403)
    const response = await get(await signInAsAdmin(t.app, t.db.db))
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.timeZone).toBe('America/New_York')
    expect(body.commentsToday.definition).toBe(DEFINITIONS.commentsToday('America/New_York'))
    expect(body.engagementRate.definition).toBe(DEFINITIONS.engagementRate)
  })
})

describe('dashboard stats', () => {
  // Stats count everything in the database, so each test starts from no organizations at all.
  beforeEach(async () => {
    await t.db.db.execute(sql`truncate organizations cascade`)
  })

  it('counts all accounts, and organizations with a connected account as active', async () => {
    const [a, b] = [await createOrganization(t.db.db), await createOrganization(t.db.db)]
    await createOrganization(t.db.db)
    await createAccount(t.db.db, a.id)
    await createAccount(t.db.db, a.id, { status: 'needs_reconnection' })
    await createAccount(t.db.db, b.id, { status: 'disconnected' })
    const result = await stats('UTC')
    expect(result.totalAccounts).toMatchObject({ value: 3, previous: null, change: null })
    expect(result.organizations).toMatchObject({ value: 1, total: 3, previous: null })
  })

  it("counts follower comments by the agency's day, today against yesterday", async () => {
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const comment = (iso: string, values = {}) =>
      createComment(t.db.db, account, { commentedAt: at(iso), ...values })
    await comment('2025-03-09T04:59:59Z') // Sat 23:59 New York; Sun in UTC
    await comment('2025-03-09T05:00:00Z') // Sun 00:00 New York
    await comment('2025-03-10T03:00:00Z') // Sun 23:00 New York; Mon in UTC
    await comment('2025-03-10T04:00:00Z') // Mon 00:00 New York
    await comment('2025-03-10T12:00:00Z')
    await comment('2025-03-10T12:30:00Z', { isOwn: true, responseStatus: 'not_applicable' })
    await comment('2025-03-10T13:00:00Z', { hidden: true }) // hidden, still a follower comment

    const newYork = (await stats('America/New_York')).commentsToday
    expect(newYork).toMatchObject({ value: 3, previous: 2, change: 50 })
    const utc = (await stats('UTC')).commentsToday
    expect(utc).toMatchObject({ value: 4, previous: 2, change: 100 })
    expect(utc.definition).toContain('(UTC)')
  })

  it('has no percent change when there were no comments yesterday', async () => {
    const account = await createAccount(t.db.db, (await createOrganization(t.db.db)).id)
    await createComment(t.db.db, account, { commentedAt: at('2025-03-10T14:00:00Z') })
    expect((await stats('UTC')).commentsToday).toMatchObject({
      value: 1,
      previous: 0,
      change: null,
    })
  })

  it('averages engagement of the last 7 days against the 7 days before', async () => {
    const account = await createAccount(t.db.db, (await createOrganization(t.db.db)).id)
    const post = (iso: string, likeCount: number, commentsCount: number, followersAtSync: number) =>
      createMedia(t.db.db, account.id, {
        postedAt: at(iso),
        likeCount,
        commentsCount,
        followersAtSync,
      })
    await post('2025-03-10T14:00:00Z', 40, 10, 1000) // 5%
    await post('2025-03-05T09:00:00Z', 15, 5, 500) // 4%
    await post('2025-03-03T15:00:00Z', 40, 5, 1000) // 4.5%, exactly 7 days ago: this week
    await post('2025-03-08T10:00:00Z', 900, 0, 0) // no followers: left out
    await post('2025-03-10T15:00:01Z', 999, 0, 10) // after now: left out
    await post('2025-03-01T12:00:00Z', 25, 5, 1000) // 3%, the week before
    await post('2025-02-24T15:00:00Z', 8, 2, 1000) // 1%, exactly 14 days ago
    await post('2025-02-24T14:59:59Z', 500, 0, 1000) // older: left out
    expect((await stats('UTC')).engagementRate).toMatchObject({
      value: 4.5,
      previous: 2,
      change: 2.5,
    })
  })

  it('shows no engagement rate, rather than a made-up one, when there are no posts', async () => {
    const account = await createAccount(t.db.db, (await createOrganization(t.db.db)).id)
    await createMedia(t.db.db, account.id, {
      postedAt: at('2025-03-09T10:00:00Z'),
      likeCount: 5,
      followersAtSync: 0,
    })
    const result = await stats('UTC')
    expect(result.engagementRate).toMatchObject({ value: null, previous: null, change: null })
    expect(result.commentsToday).toMatchObject({ value: 0, previous: 0, change: null })
  })
})
