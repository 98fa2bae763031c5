import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { mentions, outgoingMessages } from '../../../db/schema'
import { DEFAULT_JOB_SETTINGS } from '../../../job-definitions'
import { InstagramError } from '../../../integrations/instagram/errors'
import { as, signInAsAdmin } from '../../../../test/actors'
import { useTestApp } from '../../../../test/helper'
import { clearSimFaults, deliverWebhooksTo, simControl } from '../../../../test/instagram'
import { churchWithAccount } from '../../../../test/direct-messages'
import { deliverOutgoing } from '../outgoing/delivery.service'
import { deliverDirectMessage, deliverMentionReply } from './direct-messages.delivery'

// An answer to a mention is posted exactly once even when Instagram's answer to the post is lost
// (decision 075): the real simulator drops the answer after the reply is written, and the retry
// finds it under the mention instead of failing it or posting it twice.
const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let admin = ''
let church: Awaited<ReturnType<typeof churchWithAccount>>

beforeAll(async () => {
  admin = await signInAsAdmin(t.app, t.db.db)
  church = await churchWithAccount(t.app, t.sim)
  await deliverWebhooksTo(t.app, t.sim)
})

const deps = () => ({
  db: t.db.db,
  instagram: t.app.instagram,
  cipher: t.app.tokenCipher,
  leaseSeconds: DEFAULT_JOB_SETTINGS.leaseSeconds,
  limits: DEFAULT_JOB_SETTINGS.limits,
  kinds: { direct_message: deliverDirectMessage, mention_reply: deliverMentionReply },
})

async function mentioned(caption = false) {
  const sim = (await simControl(t.sim, 'mentions', {
    account_id: church.ig.user_id,
    username: `member_${randomUUID().slice(0, 6)}`,
    text: `What a night with @${church.ig.username}!`,
    ...(caption ? { caption: true } : {}),
  })) as { comment_id?: string; media_id: string }
  const [row] = await t.db.db.select().from(mentions).where(eq(mentions.igMediaId, sim.media_id))
  return { id: row!.id, mediaId: sim.media_id }
}

const answersOnInstagram = async (mediaId: string) => {
  const { data } = (await (await fetch(`${t.sim.url}/__sim/mentions`)).json()) as {
    data: { media_id: string; replies: { text: string }[] }[]
  }
  return data.find((m) => m.media_id === mediaId)?.replies ?? []
}

const answer = (id: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/mentions/${id}/reply`,
    headers: as(admin),
    payload: { message, idempotencyKey: randomUUID() },
  })

const outgoingOf = async (mentionId: string) =>
  t.db.db.select().from(outgoingMessages).where(eq(outgoingMessages.workItemId, mentionId))

// The inline queue's first attempts that threw a passing error (the real queue retries them).
const transientFailures = () => {
  const failures = t.jobs.takeFailures()
  for (const failure of failures) expect(failure.error).toBeInstanceOf(InstagramError)
  return failures.length
}

describe('an answer to a mention whose answer from Instagram is lost', () => {
  for (const caption of [false, true]) {
    it(`lands once and is recorded sent (${caption ? 'caption' : 'comment'} mention)`, async () => {
      const mention = await mentioned(caption)
      await simControl(t.sim, 'faults', {
        path: '*/mentions',
        method: 'POST',
        drop_response_after_write: true,
        count: 1,
      })
      try {
        const response = await answer(mention.id, 'Thank you for coming!')
        expect(response.statusCode, response.body).toBe(201)
        expect(transientFailures()).toBe(1)
        // Written on Instagram, unknown to Flock: still sending, not failed.
        expect(await answersOnInstagram(mention.mediaId)).toHaveLength(1)
        const [held] = await outgoingOf(mention.id)
        expect(held!.status).toBe('sending')
        // The queue's retry finds it under the mention instead of posting it again.
        expect(await deliverOutgoing(deps(), held!.id)).toBe('sent')
      } finally {
        await clearSimFaults(t.sim)
      }
      const answers = await answersOnInstagram(mention.mediaId)
      expect(answers.map((a) => a.text)).toEqual(['Thank you for coming!'])
      const [row] = await outgoingOf(mention.id)
      expect(row).toMatchObject({ status: 'sent', lastError: null })
      expect(row!.igCommentId).toBeTruthy()
    })
  }

  it('posts it on the retry when the lost attempt never reached Instagram', async () => {
    const mention = await mentioned()
    await simControl(t.sim, 'faults', {
      path: '*/mentions',
      method: 'POST',
      drop_request: true,
      count: 1,
    })
    try {
      expect((await answer(mention.id, 'See you Sunday!')).statusCode).toBe(201)
      expect(transientFailures()).toBe(1)
      expect(await answersOnInstagram(mention.mediaId)).toHaveLength(0)
      const [held] = await outgoingOf(mention.id)
      expect(await deliverOutgoing(deps(), held!.id)).toBe('sent')
    } finally {
      await clearSimFaults(t.sim)
    }
    expect((await answersOnInstagram(mention.mediaId)).map((a) => a.text)).toEqual([
      'See you Sunday!',
    ])
  })

  it('fails with the reason, and posts nothing more, where Instagram will not list the answers', async () => {
    const mention = await mentioned()
    await simControl(t.sim, 'settings', { mentioned_lookups: false })
    await simControl(t.sim, 'faults', {
      path: '*/mentions',
      method: 'POST',
      drop_response_after_write: true,
      count: 1,
    })
    try {
      expect((await answer(mention.id, 'Bless you!')).statusCode).toBe(201)
      expect(transientFailures()).toBe(1)
      const [held] = await outgoingOf(mention.id)
      expect(await deliverOutgoing(deps(), held!.id)).toBe('failed')
      const [row] = await outgoingOf(mention.id)
      expect(row!.lastError).toMatch(/could not confirm/)
    } finally {
      await clearSimFaults(t.sim)
      await simControl(t.sim, 'settings', { mentioned_lookups: true })
    }
    expect(await answersOnInstagram(mention.mediaId)).toHaveLength(1)
  })
})
