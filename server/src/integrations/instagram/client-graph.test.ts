import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSimulator, testInstagramConfig } from '../../../test/helper'
import {
  createSimAccount,
  instagramErrorOf,
  issueSimToken,
  simControl,
  uniqueUsername,
} from '../../../test/instagram'
import { createInstagramClient, type InstagramClient } from './client'
import type { TMedia } from './schemas'

// Reading the account: profile, media pages and the business-use-case usage header.
const sim = startTestSimulator()
let client: InstagramClient

beforeAll(async () => {
  await sim.start()
  client = createInstagramClient(testInstagramConfig(sim, { timeoutMs: 1500 }))
})
afterAll(() => sim.stop())

async function accountWithToken(followers = 0) {
  const account = await createSimAccount(sim, {
    username: uniqueUsername('graph'),
    followers_count: followers,
  })
  return { account, token: (await issueSimToken(sim, account.user_id)).access_token }
}

describe('getProfile', () => {
  it('returns the professional user_id (the webhook id) apart from the app-scoped id', async () => {
    const { account, token } = await accountWithToken(1234)
    const profile = await client.getProfile(token)
    expect(profile.user_id).toBe(account.user_id)
    expect(profile.user_id).toMatch(/^1784\d{13}$/)
    expect(profile.id).toBe(account.id)
    expect(profile.id).not.toBe(profile.user_id)
    expect(profile.username).toBe(account.username)
    expect(profile.followers_count).toBe(1234)
  })
})

describe('listMediaPage', () => {
  it('walks every post once, newest first, 25 at a time', async () => {
    const { account, token } = await accountWithToken()
    const start = Math.floor(Date.now() / 1000) - 90 * 86_400
    const created: string[] = []
    // Oldest first, an hour apart, so the newest-first order is the reverse of creation.
    for (let i = 0; i < 60; i += 1) {
      const media = (await simControl(sim, 'media', {
        account_id: account.user_id,
        caption: `Post ${i}`,
        timestamp: start + i * 3600,
      })) as { id: string }
      created.push(media.id)
    }

    const pages: TMedia[][] = []
    let after: string | undefined
    do {
      const page = await client.listMediaPage(token, account.user_id, { limit: 25, after })
      pages.push(page.items)
      after = page.after
    } while (after !== undefined && pages.length < 10)

    expect(pages.map((items) => items.length)).toEqual([25, 25, 10])
    const ids = pages.flat().map((m) => m.id)
    expect(ids).toEqual([...created].reverse())
    expect(new Set(ids).size).toBe(60)
    const times = pages.flat().map((m) => Date.parse(m.timestamp ?? ''))
    expect(times.every((t, i) => i === 0 || t < times[i - 1]!)).toBe(true)
    expect(pages[0]![0]).toMatchObject({ caption: 'Post 59', media_type: 'IMAGE' })
  })

  it('reports the usage header and refuses calls over the budget with a retry time', async () => {
    const { account, token } = await accountWithToken()
    await simControl(sim, 'settings', { call_budgets: { [account.user_id]: 4 } })
    const percents: (number | undefined)[] = []
    for (let i = 0; i < 4; i += 1)
      percents.push((await client.listMediaPage(token, account.user_id)).usage?.percent)
    expect(percents).toEqual([25, 50, 75, 100])

    const error = await instagramErrorOf(client.listMediaPage(token, account.user_id))
    expect(error.kind).toBe('rate_limited')
    expect(error.code).toBe(80002)
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(60)
    // The simulator's regain time: until the oldest call leaves the rolling 24 h window.
    expect(error.retryAfterSeconds).toBe(24 * 3600)
    expect(error.message).not.toContain(token)
  })
})

describe('listReplies', () => {
  // What a delivery reads before posting a reply again: every reply, past the first page.
  it('follows paging.next through every page of nested replies', async () => {
    const { account, token } = await accountWithToken()
    await simControl(sim, 'settings', { replies_page_size: 4 })
    try {
      const post = (await simControl(sim, 'media', { account_id: account.user_id })) as {
        id: string
      }
      const top = (await simControl(sim, 'comments', {
        media_id: post.id,
        username: 'asker',
        text: 'When is the youth group?',
      })) as { id: string }
      const replies: string[] = []
      for (let i = 0; i < 10; i += 1) {
        const reply = (await simControl(sim, 'comments', {
          media_id: post.id,
          username: `friend${i}`,
          text: `Reply ${i}`,
          parent_id: top.id,
        })) as { id: string }
        replies.push(reply.id)
      }
      const first = await client.listRepliesPage(token, top.id)
      expect(first.items).toHaveLength(4)
      expect(first.after).toBeDefined()
      const all = await client.listReplies(token, top.id)
      expect(all.map((r) => r.id).sort()).toEqual([...replies].sort())
    } finally {
      await simControl(sim, 'settings', { replies_page_size: 50 })
    }
  })
})

describe('getComment', () => {
  it("returns Instagram's own timestamp of a comment", async () => {
    const { account, token } = await accountWithToken()
    const post = (await simControl(sim, 'media', { account_id: account.user_id })) as { id: string }
    const comment = (await simControl(sim, 'comments', {
      media_id: post.id,
      username: 'early_bird',
      text: 'Good morning!',
      timestamp: '2026-03-01T07:30:00Z',
    })) as { id: string }
    const fetched = await client.getComment(token, comment.id)
    expect(fetched).toMatchObject({ id: comment.id, text: 'Good morning!' })
    expect(new Date(fetched.timestamp.replace(/(\d{2})(\d{2})$/, '$1:$2')).toISOString()).toBe(
      '2026-03-01T07:30:00.000Z',
    )
  })
})
