import { and, eq, isNull, sql } from 'drizzle-orm'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInAsAdmin } from '../../../../test/actors'
import { accountSyncs, comments, media } from '../../../db/schema'
import { registerClient, useTestApp } from '../../../../test/helper'
import {
  clearSimLog,
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  replyAsAccount,
  simControl,
  simLog,
} from '../../../../test/instagram'
import { ARRIVAL_STEPS } from '../../../job-definitions'
import { syncAccount } from './sync.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
})
const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  sleep: async () => {},
  arrival: ARRIVAL_STEPS,
})

async function accountWithPosts(posts = 3, timestamp?: string) {
  const { cookie } = await registerClient(t.app)
  const ig = await createSimAccount(t.sim, {
    username: `sync_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
    followers_count: 4_000,
  })
  const mediaIds: string[] = []
  for (let i = 0; i < posts; i++)
    mediaIds.push(
      (
        await createSimMedia(t.sim, ig.user_id, {
          caption: `Sunday service ${i}`,
          like_count: 10 * i,
          ...(timestamp ? { timestamp } : {}),
        })
      ).id,
    )
  const account = (await connectThroughInstagram(t.app, cookie, ig.username)).json()
  return { ig, mediaIds, accountId: account.id as string }
}

const rows = (accountId: string) =>
  t.db.db.select().from(comments).where(eq(comments.accountId, accountId))

describe('comment sync', () => {
  it('stores every post, comment and reply, in several languages', async () => {
    const { ig, mediaIds, accountId } = await accountWithPosts()
    const first = await createSimComment(t.sim, {
      media_id: mediaIds[0]!,
      username: 'maria.lopez',
      text: '¡Qué bendición! 🙏',
    })
    await createSimComment(t.sim, {
      media_id: mediaIds[0]!,
      username: 'jun.kim',
      text: '오늘 예배 감사합니다',
    })
    await createSimComment(t.sim, {
      media_id: mediaIds[1]!,
      username: 'hans_m',
      text: 'Wann ist der Gottesdienst?',
    })
    await replyAsAccount(t.sim, ig.user_id, first.id, 'Gracias, María!')

    expect(await syncAccount(deps(), accountId)).toBe('synced')
    expect(await t.db.db.select().from(media).where(eq(media.accountId, accountId))).toHaveLength(3)
    const stored = await rows(accountId)
    expect(stored.map((c) => c.text).sort()).toEqual(
      [
        'Gracias, María!',
        'Wann ist der Gottesdienst?',
        '¡Qué bendición! 🙏',
        '오늘 예배 감사합니다',
      ].sort(),
    )
    const answered = stored.find((c) => c.igCommentId === first.id)!
    expect(answered).toMatchObject({
      responseStatus: 'responded',
      respondedVia: 'instagram',
      responseText: 'Gracias, María!',
    })
    const reply = stored.find((c) => c.text === 'Gracias, María!')!
    expect(reply).toMatchObject({
      isOwn: true,
      parentId: answered.id,
      responseStatus: 'not_applicable',
    })
    const [state] = await t.db.db
      .select()
      .from(accountSyncs)
      .where(eq(accountSyncs.accountId, accountId))
    expect(state).toMatchObject({ state: 'idle', mediaDone: 3, lastError: null })
    expect(state!.lastSyncedAt).not.toBeNull()
  })

  it('fetches comments again only for posts whose comment count changed', async () => {
    const { mediaIds, accountId } = await accountWithPosts(3)
    const olderPostsOnly = { ...deps(), recentPostDays: 0 }
    await createSimComment(t.sim, { media_id: mediaIds[0]!, username: 'anna', text: 'Amen' })
    await syncAccount(olderPostsOnly, accountId)
    await clearSimLog(t.sim)
    await syncAccount(olderPostsOnly, accountId)
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/comments'))).toEqual([])

    await createSimComment(t.sim, {
      media_id: mediaIds[2]!,
      username: 'ben',
      text: 'Praying for you',
    })
    await clearSimLog(t.sim)
    await syncAccount(olderPostsOnly, accountId)
    const commentCalls = (await simLog(t.sim)).filter((call) => call.path.includes('/comments'))
    expect(commentCalls).toHaveLength(1)
    expect(commentCalls[0]!.path).toContain(mediaIds[2]!)
    const top = await t.db.db
      .select()
      .from(comments)
      .where(and(eq(comments.accountId, accountId), isNull(comments.parentId)))
    expect(top).toHaveLength(2)
  })

  it('pages through every comment of a busy post', async () => {
    const { mediaIds, accountId } = await accountWithPosts(1)
    for (let i = 0; i < 120; i++)
      await createSimComment(t.sim, {
        media_id: mediaIds[0]!,
        username: `follower${i}`,
        text: `Comment ${i}`,
      })
    await syncAccount(deps(), accountId)
    expect(new Set((await rows(accountId)).map((c) => c.text)).size).toBe(120)
  })

  it('stops and pauses when the rate-limit budget is nearly used', async () => {
    const { ig, accountId } = await accountWithPosts(2)
    await simControl(t.sim, 'settings', { call_budgets: { [ig.user_id]: 4 } })
    expect(await syncAccount(deps(), accountId)).toBe('throttled')
    const [state] = await t.db.db
      .select()
      .from(accountSyncs)
      .where(eq(accountSyncs.accountId, accountId))
    expect(state!.state).toBe('throttled')
    expect(state!.pausedUntil!.getTime()).toBeGreaterThan(Date.now())
    expect(state!.lastError).toMatch(/limiting requests/)
    expect(await syncAccount(deps(), accountId)).toBe('throttled')
  })

  it('records why an account failed and marks refused tokens for reconnection', async () => {
    const { ig, accountId } = await accountWithPosts(1)
    await simControl(t.sim, 'expire-token', { user_id: ig.user_id })
    expect(await syncAccount(deps(), accountId)).toBe('failed')
    const [state] = await t.db.db
      .select()
      .from(accountSyncs)
      .where(eq(accountSyncs.accountId, accountId))
    expect(state!.lastError).toMatch(/reconnect/)
    expect(await syncAccount(deps(), accountId)).toBe('skipped')
  })

  it('stores and shows comments holding U+0000 or a lone surrogate, and every other comment of the post', async () => {
    const { mediaIds, accountId } = await accountWithPosts(1)
    const texts = [
      'First, the oldest',
      'Amen\u0000 amen',
      'Lone \ud83d surrogate',
      'Another \udc00 one',
      'The newest',
    ]
    for (const [i, text] of texts.entries())
      await createSimComment(t.sim, {
        media_id: mediaIds[0]!,
        username: `member${i}`,
        text,
        timestamp: 1_760_000_000 + i * 60,
      })
    expect(await syncAccount(deps(), accountId)).toBe('synced')
    const expected = [
      'First, the oldest',
      'Amen amen',
      'Lone \ufffd surrogate',
      'Another \ufffd one',
      'The newest',
    ]
    expect((await rows(accountId)).map((c) => c.text).sort()).toEqual([...expected].sort())
    const inbox = await t.app.inject({
      url: `/api/comments?accountId=${accountId}`,
      headers: { cookie: admin },
    })
    expect(inbox.statusCode).toBe(200)
    expect(inbox.json().items.map((c: { text: string }) => c.text)).toEqual([...expected].reverse())
  })

  it('stores the rest of a post when one comment cannot be stored, reports the failure, and finishes next time', async () => {
    const { mediaIds, accountId } = await accountWithPosts(1)
    for (const [i, text] of ['Older', 'poison', 'Newer'].entries())
      await createSimComment(t.sim, {
        media_id: mediaIds[0]!,
        username: `member${i}`,
        text,
        timestamp: 1_760_000_000 + i * 60,
      })
    // A real refusal by PostgreSQL for one row, whatever its cause.
    await t.db.db.execute(sql`
      create function refuse_poison() returns trigger language plpgsql as $$
      begin
        if new.text = 'poison' then raise exception 'refused for the test'; end if;
        return new;
      end $$;
      create trigger refuse_poison before insert on comments
        for each row execute function refuse_poison();
    `)
    const olderPostsOnly = { ...deps(), recentPostDays: 0 }
    try {
      expect(await syncAccount(olderPostsOnly, accountId)).toBe('failed')
      expect((await rows(accountId)).map((c) => c.text).sort()).toEqual(['Newer', 'Older'])
      const [state] = await t.db.db
        .select()
        .from(accountSyncs)
        .where(eq(accountSyncs.accountId, accountId))
      expect(state).toMatchObject({ state: 'failed' })
      expect(state!.lastError).toMatch(/1 comment could not be saved/)
    } finally {
      await t.db.db.execute(sql`
        drop trigger refuse_poison on comments;
        drop function refuse_poison();
      `)
    }
    // The post's comment count did not change, but its comments were never read in full.
    expect(await syncAccount(olderPostsOnly, accountId)).toBe('synced')
    expect((await rows(accountId)).map((c) => c.text).sort()).toEqual(['Newer', 'Older', 'poison'])
  })

  it('pages through more than one page of nested replies', async () => {
    const { ig, mediaIds, accountId } = await accountWithPosts(1)
    await simControl(t.sim, 'settings', { replies_page_size: 3 })
    try {
      const busy = await createSimComment(t.sim, {
        media_id: mediaIds[0]!,
        username: 'asker',
        text: 'Who is coming to the picnic?',
      })
      const quiet = await createSimComment(t.sim, {
        media_id: mediaIds[0]!,
        username: 'other',
        text: 'Lovely photo',
      })
      for (let i = 0; i < 8; i++)
        await createSimComment(t.sim, {
          media_id: mediaIds[0]!,
          username: `friend${i}`,
          text: `Me too ${i}`,
          parent_id: busy.id,
          timestamp: 1_760_000_000 + i * 60,
        })
      await replyAsAccount(t.sim, ig.user_id, busy.id, 'See you all there!')
      for (let i = 0; i < 4; i++)
        await createSimComment(t.sim, {
          media_id: mediaIds[0]!,
          username: `fan${i}`,
          text: `Agreed ${i}`,
          parent_id: quiet.id,
        })
      expect(await syncAccount(deps(), accountId)).toBe('synced')
      const stored = await rows(accountId)
      const busyRow = stored.find((c) => c.igCommentId === busy.id)!
      const quietRow = stored.find((c) => c.igCommentId === quiet.id)!
      const repliesTo = (id: string) => stored.filter((c) => c.parentId === id).map((c) => c.text)
      expect(repliesTo(busyRow.id).sort()).toEqual(
        [...Array.from({ length: 8 }, (_, i) => `Me too ${i}`), 'See you all there!'].sort(),
      )
      expect(repliesTo(quietRow.id)).toHaveLength(4)
      expect(busyRow).toMatchObject({ responseStatus: 'responded', respondedVia: 'instagram' })
    } finally {
      await simControl(t.sim, 'settings', { replies_page_size: 50 })
    }
  })

  it("re-reads recent posts' comments even when their count did not change", async () => {
    const { ig, accountId } = await accountWithPosts(1, '2025-01-05T10:00:00Z')
    const recent = await createSimMedia(t.sim, ig.user_id, { caption: 'This week' })
    expect(await syncAccount(deps(), accountId)).toBe('synced')
    await clearSimLog(t.sim)
    expect(await syncAccount(deps(), accountId)).toBe('synced')
    const commentCalls = (await simLog(t.sim)).filter((call) => call.path.includes('/comments'))
    expect(commentCalls.map((call) => call.path)).toEqual([`/v23.0/${recent.id}/comments`])
    // Configurable: no window, no re-read.
    await clearSimLog(t.sim)
    await syncAccount({ ...deps(), recentPostDays: 0 }, accountId)
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/comments'))).toEqual([])
  })

  it('publishes its progress at most once per interval, and always first and last', async () => {
    const { accountId } = await accountWithPosts(101)
    const listener = new pg.Client({ connectionString: t.db.url })
    await listener.connect()
    const changes: string[] = []
    listener.on('notification', (message) => {
      const event = JSON.parse(message.payload ?? '{}') as { accountId?: string; change?: string }
      if (event.accountId === accountId && event.change) changes.push(event.change)
    })
    await listener.query('listen flock_events')
    const settle = async (count: number) => {
      await expect.poll(() => changes.length).toBe(count)
      return changes.splice(0)
    }
    try {
      // Three pages of posts within one interval: the first notice, then the last.
      await syncAccount({ ...deps(), recentPostDays: 0, progressIntervalMs: 60_000 }, accountId)
      expect(await settle(2)).toEqual(['sync_progress', 'synced'])
      // With no interval, one notice per page.
      await syncAccount({ ...deps(), recentPostDays: 0, progressIntervalMs: 0 }, accountId)
      expect(await settle(5)).toEqual([
        'sync_progress',
        'sync_progress',
        'sync_progress',
        'sync_progress',
        'synced',
      ])
    } finally {
      await listener.end()
    }
  })
})
