import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import {
  type TDryRunResult,
  type TRule,
  type TRuleFormValues,
  type TRuleList,
  ZRuleConditions,
} from '@common/schemas/rules'
import { commentActivity, commentLabels, comments, labels, ruleHides } from '../../../db/schema'
import { as, signInAsTeammate } from '../../../../test/actors'
import { registerClient, useTestApp } from '../../../../test/helper'
import {
  connectThroughInstagram,
  createSimAccount,
  createSimComment,
  createSimMedia,
  deliverWebhooksTo,
} from '../../../../test/instagram'
import { CommentReading, compileConditions } from './rule-matcher'

// Moderation rules end to end: comments arrive by Instagram's webhook from the simulator over
// real HTTP, the rules run as Flock stores them, and hides reach the simulator through the
// hide-by-rule job.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })

let admin = ''
beforeAll(async () => {
  admin = (await signInAsTeammate(t.app, t.db.db, 'admin', 'Admin Ada')).cookie
  await deliverWebhooksTo(t.app, t.sim)
})

async function church() {
  const { cookie: owner, response } = await registerClient(t.app)
  const organization = response.json().organization as { id: string; routeId: string }
  const ig = await createSimAccount(t.sim, {
    username: `rules_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`,
  })
  const post = await createSimMedia(t.sim, ig.user_id, { caption: 'Sunday service' })
  await connectThroughInstagram(t.app, owner, ig.username)
  return { owner, organization, post }
}
type Church = Awaited<ReturnType<typeof church>>

async function arrive(c: Church, text: string, username = 'a.follower') {
  const created = await createSimComment(t.sim, { media_id: c.post.id, username, text })
  const [row] = await t.db.db.select().from(comments).where(eq(comments.igCommentId, created.id))
  expect(row, 'the webhook stored the comment').toBeDefined()
  return { igId: created.id, row: row! }
}

async function simHidden(igId: string) {
  const state = (await (await fetch(`${t.sim.url}/__sim/state`)).json()) as {
    comments: { id: string; hidden: boolean }[]
  }
  return state.comments.find((c) => c.id === igId)?.hidden
}

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: as(cookie), ...(payload ? { payload } : {}) })

async function createRule(rule: TRuleFormValues) {
  const response = await send('POST', '/api/rules', rule)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as TRule
}

describe('moderation rules on arriving comments', () => {
  it('hides a spam comment on Instagram within seconds and says which rule did', async () => {
    const c = await church()
    await createRule({
      name: `Spam links ${c.organization.id.slice(0, 6)}`,
      organizationIds: [c.organization.id],
      conditions: { words: ['followers'], hasLink: true },
      actions: { hide: true, markDone: true },
    })
    const started = Date.now()
    const spam = await arrive(c, 'Get 10k FOLLOWERS free 👉 bit.ly/free-follow')
    const kept = await arrive(
      c,
      'Thank you for the 10k followers, see you at church.org.uk/sunday?',
    )
    const innocent = await arrive(c, 'Praying for all the followers of Jesus here')

    // Jobs run inline in tests: by the time the webhook is answered, Instagram has it hidden.
    expect(await simHidden(spam.igId)).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(await simHidden(innocent.igId)).toBe(false)
    // The link and the word are both there: the rule is an AND, so this one is hidden too.
    expect(await simHidden(kept.igId)).toBe(true)

    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/comments/${spam.row.id}`, headers: as(admin) })
    ).json() as TCommentDetail
    expect(detail.comment.hidden).toBe(true)
    expect(detail.activity.map((a) => [a.kind, a.detail.rule, a.actorName])).toEqual(
      expect.arrayContaining([
        ['hidden', `Spam links ${c.organization.id.slice(0, 6)}`, null],
        ['done', `Spam links ${c.organization.id.slice(0, 6)}`, null],
      ]),
    )
    const [hide] = await t.db.db
      .select()
      .from(ruleHides)
      .where(eq(ruleHides.workItemId, spam.row.id))
    expect(hide?.state).toBe('done')
  })

  it("applies a church's hidden words to its own accounts only", async () => {
    const a = await church()
    const b = await church()
    const saved = await send(
      'PUT',
      `/api/organizations/${a.organization.routeId}/hidden-words`,
      { words: ['Raffle', 'rifa'] },
      a.owner,
    )
    expect(saved.statusCode, saved.body).toBe(200)
    const onA = await arrive(a, 'Join our RAFFLE, prizes!')
    const onB = await arrive(b, 'Join our raffle, prizes!')
    const spanishOnA = await arrive(a, 'Participa en la rifa')
    expect(await simHidden(onA.igId)).toBe(true)
    expect(await simHidden(spanishOnA.igId)).toBe(true)
    expect(await simHidden(onB.igId)).toBe(false)

    // Another church's Owner, and the agency, cannot write A's words.
    const refused = await send(
      'PUT',
      `/api/organizations/${a.organization.routeId}/hidden-words`,
      { words: ['x'] },
      b.owner,
    )
    expect(refused.statusCode).toBe(404)
    expect(
      (
        await send('PUT', `/api/organizations/${a.organization.routeId}/hidden-words`, {
          words: ['x'],
        })
      ).statusCode,
    ).toBe(403)
    const bad = await send(
      'PUT',
      `/api/organizations/${a.organization.routeId}/hidden-words`,
      { words: ['*'] },
      a.owner,
    )
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/would match every comment/)
  })

  it('counts in the dry run exactly the comments the rule then acts on', async () => {
    const c = await church()
    const [label] = await t.db.db
      .insert(labels)
      .values({ name: `Crypto ${c.organization.id.slice(0, 6)}`, color: 'blue' })
      .returning()
    const conditions = { words: ['bitcoin', 'free followers', 'criptomoneda'] }
    const texts = [
      'Invest in BITCOIN with me',
      'Invest in bítcóin with me',
      'Buy 𝐛𝐢𝐭𝐜𝐨𝐢𝐧 now',
      'b\u0069\u0301tcoin made me rich',
      'Bitcoins are not the word',
      'FREE followers here',
      'free, followers',
      'Hablemos de criptomonedas',
      'Gana con CRIPTOMONEDA',
      'Amen 🙏',
      'Praying for you',
      'freefollowers',
      'see bit.ly/abc for more',
      'Service at 10.30. Amen.',
      'write me at joe@example.com',
      'call 020 7946 0000 today',
      '🙏🙏 ❤️',
    ]
    // Before the rule: these are the last 30 days' comments the dry run reads.
    const before = await Promise.all(texts.map((text) => arrive(c, text)))
    const dryRun = await send('POST', '/api/rules/dry-run', {
      organizationIds: [c.organization.id],
      conditions,
    })
    expect(dryRun.statusCode, dryRun.body).toBe(200)
    let result = dryRun.json() as TDryRunResult
    expect(result.scanned).toBe(texts.length)

    // The same rule on the same texts, arriving again: what it labels is what it matches.
    await createRule({
      name: `Crypto label ${c.organization.id.slice(0, 6)}`,
      organizationIds: [c.organization.id],
      conditions,
      actions: { labelId: label!.id },
    })
    const after = await Promise.all(texts.map((text) => arrive(c, text)))
    const labelled = await t.db.db
      .select()
      .from(commentLabels)
      .where(
        and(
          eq(commentLabels.labelId, label!.id),
          inArray(
            commentLabels.workItemId,
            after.map((a) => a.row.id),
          ),
        ),
      )
    result = (
      await send('POST', '/api/rules/dry-run', { organizationIds: [c.organization.id], conditions })
    ).json() as TDryRunResult
    // Every text arrived twice; the first time no rule was there.
    expect(result.matched).toBe(labelled.length * 2)
    // Four spellings of bitcoin, "free followers" twice (punctuation breaks no phrase), and
    // criptomoneda; not "Bitcoins", "criptomonedas" nor "freefollowers".
    expect(result.matched).toBe(7 * 2)
    expect(result.scanned).toBe(texts.length * 2)
    expect(result.examples.length).toBe(5)
    expect(before.length).toBe(texts.length)
    // The other conditions' SQL prefilters keep every comment the exact matcher takes.
    for (const [other, expected] of [
      [{ hasLink: true }, 1],
      [{ hasContact: true }, 2],
      [{ onlyEmoji: true }, 1],
      [{ username: { match: 'glob', pattern: 'A.FOLL*' } }, texts.length],
      [{ username: { match: 'contains', pattern: 'follow' }, words: ['amen'] }, 2],
    ] as const) {
      const counted = (
        await send('POST', '/api/rules/dry-run', {
          organizationIds: [c.organization.id],
          conditions: other,
        })
      ).json() as TDryRunResult
      expect(counted.matched, JSON.stringify(other)).toBe(expected * 2)
    }
    const activity = await t.db.db
      .select()
      .from(commentActivity)
      .where(eq(commentActivity.kind, 'labelled'))
    expect(activity.filter((a) => a.detail.rule?.startsWith('Crypto label')).length).toBe(7)
  })
})

// Pieces of comment text that fold, join or break words in every way the matcher knows: accents
// composed and combining, full-width and bold letters, ligatures, emoji with their variation
// selectors and keycaps, typographic punctuation, letters outside ASCII.
const PIECES = [
  'amen',
  'AMEN',
  'Amén',
  'a\u0301men',
  'ａｍｅｎ',
  '𝐚𝐦𝐞𝐧',
  'amens',
  'a',
  'men',
  'x',
  'fi',
  'ﬁ',
  'Straße',
  'strasse',
  ' ',
  ',',
  '…',
  '’',
  '—',
  '¡',
  '«',
  '❤️',
  '\ufe0f',
  '🙏',
  '1️⃣',
  '\u200d',
  '½',
  'a\u20e3men',
  '\u20dd',
  'Ⓐ',
  'é',
  'ø',
  'ı',
  '감사',
  '\u0301',
  '\n',
]

describe('the dry run at every kind of text', () => {
  it('counts and shows what the matcher itself would, word by word', async () => {
    const c = await church()
    const { row } = await arrive(c, 'seed')
    // A deterministic mix of pieces, inserted beside the arrived comment, newest first.
    let seed = 7
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % PIECES.length
    const texts = Array.from({ length: 600 }, () =>
      Array.from({ length: 1 + (next() % 6) }, () => PIECES[next()]).join(''),
    )
    const { id: _id, igCommentId: _ig, ...template } = row
    const inserted = await t.db.db
      .insert(comments)
      .values(
        texts.map((text, i) => ({
          ...template,
          igCommentId: `dry-${i}-${row.igCommentId}`,
          text,
          commentedAt: new Date(Date.now() - (i + 1) * 60_000),
        })),
      )
      .returning({ id: comments.id, text: comments.text, commentedAt: comments.commentedAt })
    const all = [...inserted, { id: row.id, text: row.text, commentedAt: row.commentedAt }]
    for (const words of [['amen'], ['a men x'], ['fi', 'strasse'], ['ø'], ['zzz'], ['x']]) {
      const conditions = ZRuleConditions.parse({ words })
      const test = compileConditions(conditions)
      const expected = all
        .filter((comment) =>
          test(new CommentReading({ text: comment.text, username: 'a', flags: [] })),
        )
        .sort((a, b) => b.commentedAt.getTime() - a.commentedAt.getTime())
      const response = await send('POST', '/api/rules/dry-run', {
        organizationIds: [c.organization.id],
        conditions: { words },
      })
      expect(response.statusCode, response.body).toBe(200)
      const result = response.json() as TDryRunResult
      expect(result.scanned).toBe(all.length)
      expect(result.matched, words.join()).toBe(expected.length)
      expect(
        result.examples.map((e) => e.id),
        words.join(),
      ).toEqual(expected.slice(0, 5).map((e) => e.id))
    }
  })
})

describe('the dry run of a broad rule', () => {
  it('estimates from the newest 20,000 comments when a rule matches at least 1 in 20 of them', async () => {
    const c = await church()
    const { row } = await arrive(c, 'seed')
    // 24,000 comments, newest first: every 4th says "welcome" (25%), every 100th "potluck"
    // (1%), and the oldest 4,000 all say "welcome".
    await t.db.db.execute(sql`
      insert into comments (organization_id, account_id, media_id, ig_comment_id, username, text,
                            commented_at, is_own)
      select ${row.organizationId}::uuid, ${row.accountId}::uuid, ${row.mediaId}::uuid,
             'broad-' || i || '-' || ${row.igCommentId}, 'follower_' || i,
             case when i > 20000 or i % 4 = 0 then 'Welcome home, friends'
                  when i % 100 = 1 then 'See you at the potluck'
                  else 'Blessed Sunday to all' end,
             now() - i * interval '1 second', false
      from generate_series(1, 24000) i`)
    const dryRun = async (words: string[]) => {
      const response = await send('POST', '/api/rules/dry-run', {
        organizationIds: [c.organization.id],
        conditions: { words },
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json() as TDryRunResult
    }
    const broad = await dryRun(['welcome'])
    expect(broad.scanned).toBe(24_001)
    // The newest 20,000 are the arrived comment and the 19,999 newest inserted, 4,999 of them
    // welcoming: 24.995% of the 24,001 is 5,999.05, shown as 6,000 (in truth 9,000 are).
    expect(broad.estimatedFrom).toEqual({ sampled: 20_000, matched: 4_999 })
    expect(broad.matched).toBe(6_000)
    expect(broad.examples).toHaveLength(5)
    expect(broad.examples.every((e) => e.text === 'Welcome home, friends')).toBe(true)

    // Under 1 in 20: counted exactly over the whole period.
    const narrow = await dryRun(['potluck'])
    expect(narrow.estimatedFrom).toBeNull()
    expect(narrow.matched).toBe(200)
  })
})

describe('managing rules', () => {
  it('refuses a rule that would act on every comment, with a clear message', async () => {
    const base = { name: 'Bad', actions: { hide: true } }
    const cases: [object, RegExp][] = [
      [{ ...base, conditions: {} }, /at least one condition/],
      [{ ...base, conditions: { words: [] } }, /word list is empty/],
      [{ ...base, conditions: { words: ['  '] } }, /no letter or digit/],
      [{ ...base, conditions: { words: ['.*'] } }, /no letter or digit/],
      [{ ...base, conditions: { words: ['*'] } }, /no letter or digit/],
      [{ ...base, conditions: { username: { match: 'glob', pattern: '*' } } }, /letter or digit/],
      [{ ...base, actions: {}, conditions: { hasLink: true } }, /at least one action/],
    ]
    for (const [payload, message] of cases) {
      for (const url of ['/api/rules', '/api/rules/dry-run']) {
        if (url.endsWith('dry-run') && message.source.includes('action')) continue
        const response = await send('POST', url, payload)
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
        expect(response.json().message).toMatch(message)
      }
    }
  })

  it('lists, edits, reorders, switches off and deletes rules', async () => {
    const first = await createRule({
      name: 'Order one',
      organizationIds: [],
      enabled: false,
      conditions: { onlyEmoji: true },
      actions: { markDone: true },
    })
    const second = await createRule({
      name: 'Order two',
      enabled: false,
      conditions: { username: { match: 'glob', pattern: 'promo_*' } },
      actions: { hide: true },
    })
    expect((await send('POST', '/api/rules', { ...second, name: 'ORDER TWO' })).statusCode).toBe(
      409,
    )
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/rules', headers: as(admin) })
    ).json() as TRuleList
    const ids = list.items.map((r) => r.id)
    const reversed = [...ids].reverse()
    const reordered = await send('PUT', '/api/rules/order', { ids: reversed })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect((reordered.json() as TRuleList).items.map((r) => r.id)).toEqual(reversed)
    // An order from a stale list is refused, not half applied.
    expect((await send('PUT', '/api/rules/order', { ids: [first.id] })).statusCode).toBe(409)

    const edited = await send('PUT', `/api/rules/${first.id}`, {
      name: 'Order one, renamed',
      conditions: { onlyEmoji: true },
      actions: { markDone: true },
    })
    expect(edited.json()).toMatchObject({ name: 'Order one, renamed', enabled: true })
    const off = await send('PUT', `/api/rules/${first.id}/enabled`, { enabled: false })
    expect(off.json()).toMatchObject({ enabled: false })
    expect((await send('DELETE', `/api/rules/${second.id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/rules/${second.id}`)).statusCode).toBe(404)
  })

  it('adds the starter rules once, however often it is asked', async () => {
    const once = (await send('POST', '/api/rules/starter')).json() as TRuleList
    const twice = (await send('POST', '/api/rules/starter')).json() as TRuleList
    const names = twice.items.map((r) => r.name)
    for (const name of ['Spam links', 'Follower offers', 'Crypto offers'])
      expect(names.filter((n) => n === name)).toHaveLength(1)
    expect(twice.items.length).toBe(once.items.length)
    // Switched off again so the other tests' comments meet only their own rules.
    for (const rule of twice.items)
      await send('PUT', `/api/rules/${rule.id}/enabled`, { enabled: false })
  })

  it('refuses Agents', async () => {
    const agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
    const response = await t.app.inject({ method: 'GET', url: '/api/rules', headers: as(agent) })
    expect(response.statusCode).toBe(403)
    expect(response.json().message).toMatch(/Agents cannot see or change moderation rules/)
  })
})
