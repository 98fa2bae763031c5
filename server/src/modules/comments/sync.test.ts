import { and, eq, isNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accountSyncs, comments, media } from '../../db/schema'
import { registerClient, useTestApp } from '../../../test/helper'
import {
  clearSimLog,
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  replyAsAccount,
  simControl,
  simLog,
} from '../../../test/instagram'
import { syncAccount } from './sync.service'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000' })
const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  sleep: async () => {},
})

async function accountWithPosts(posts = 3) {
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
    await createSimComment(t.sim, { media_id: mediaIds[0]!, username: 'anna', text: 'Amen' })
    await syncAccount(deps(), accountId)
    await clearSimLog(t.sim)
    await syncAccount(deps(), accountId)
    expect((await simLog(t.sim)).filter((call) => call.path.includes('/comments'))).toEqual([])

    await createSimComment(t.sim, {
      media_id: mediaIds[2]!,
      username: 'ben',
      text: 'Praying for you',
    })
    await clearSimLog(t.sim)
    await syncAccount(deps(), accountId)
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
})
