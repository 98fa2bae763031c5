/* eslint-disable @typescript-eslint/no-explicit-any -- Graph bodies are asserted field by field */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { get, startSim, withAccount } from './helpers'
import { follower, messagingSetup, MESSAGING_SCOPES, send } from './messaging-helpers'

describe('Conversations API', () => {
  it('lists threads newest first with {id, updated_time}, filtered by user_id', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const ana = await follower(t, { account_id: account.user_id, username: 'ana', text: 'Hi' })
    await t.control('/clock', { advance_seconds: 60 })
    const ben = await follower(t, { account_id: account.user_id, username: 'ben', text: 'Hey' })
    const res = await t.graph('/v23.0/me/conversations', {
      platform: 'instagram',
      access_token: token,
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.data).toEqual([
      { id: ben.conversation_id, updated_time: expect.stringMatching(/\+0000$/) },
      { id: ana.conversation_id, updated_time: expect.stringMatching(/\+0000$/) },
    ])
    const filtered = await t.graph(`/${account.user_id}/conversations`, {
      platform: 'instagram',
      user_id: ana.sender.id,
      fields: 'participants',
      access_token: token,
    })
    expect((await filtered.json()).data).toEqual([
      {
        id: ana.conversation_id,
        participants: {
          data: [
            { username: 'grace_test', id: account.user_id },
            { username: 'ana', id: ana.sender.id },
          ],
        },
      },
    ])
    const noPlatform = await t.graph('/me/conversations', { access_token: token })
    expect((await noPlatform.json()).error.code).toBe(100)
  })

  it('pages conversations with paging.next that keeps platform and user filters', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    for (const name of ['a1', 'a2', 'a3', 'a4', 'a5'])
      await follower(t, { account_id: account.user_id, username: name, text: `from ${name}` })
    const seen: string[] = []
    let url: string | undefined =
      `${t.url}/v23.0/me/conversations?platform=instagram&limit=2&access_token=${token}`
    let pages = 0
    while (url) {
      const page: any = await (await get(url)).json()
      seen.push(...page.data.map((c: any) => c.id))
      pages += 1
      url = page.paging?.next
      if (url) {
        expect(url).toContain('platform=instagram')
        expect(url).toContain(`/v23.0/${account.user_id}/conversations`)
      }
    }
    expect(pages).toBe(3)
    expect(new Set(seen).size).toBe(5)
  })

  it('reads a conversation’s messages, pages them, and reads one message’s fields', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const base = { account_id: account.user_id, username: 'ruth' }
    const first = await follower(t, { ...base, text: 'Hello' })
    for (let i = 1; i <= 4; i += 1) {
      await t.control('/clock', { advance_seconds: 10 })
      await follower(t, { ...base, text: `Message ${i}` })
    }
    const reply = await send(t, '/me/messages', token, {
      recipient: { id: first.sender.id },
      message: { text: 'Hi Ruth' },
    })
    const { message_id: replyId } = await reply.json()
    const conversation = await t.graph(`/${first.conversation_id}`, {
      fields: 'messages.limit(2){id,message,from}',
      access_token: token,
    })
    const body = await conversation.json()
    expect(body.id).toBe(first.conversation_id)
    expect(body.messages.data).toEqual([
      { id: replyId, message: 'Hi Ruth', from: { username: 'grace_test', id: account.user_id } },
      {
        id: expect.any(String),
        message: 'Message 4',
        from: { username: 'ruth', id: first.sender.id },
      },
    ])
    const next = body.messages.paging.next as string
    expect(next).toContain(`/${first.conversation_id}/messages`)
    const rest: any = await (await get(next)).json()
    expect(rest.data.map((m: any) => m.message)).toEqual(['Message 3', 'Message 2'])
    const all = await t.graph(`/${first.conversation_id}/messages`, { access_token: token })
    const list = await all.json()
    expect(list.data).toHaveLength(6)
    expect(list.data[0]).toEqual({ id: replyId, created_time: expect.stringMatching(/\+0000$/) })

    const detail = await t.graph(`/${first.mid}`, {
      fields: 'id,created_time,from,to,message,attachments,story,is_unsupported',
      access_token: token,
    })
    expect(await detail.json()).toEqual({
      id: first.mid,
      created_time: expect.stringMatching(/\+0000$/),
      from: { username: 'ruth', id: first.sender.id },
      to: { data: [{ username: 'grace_test', id: account.user_id }] },
      message: 'Hello',
      is_unsupported: false,
    })
  })

  it('shows attachments and story replies; unsent messages are gone', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const base = { account_id: account.user_id, username: 'joao' }
    const photo = await follower(t, {
      ...base,
      attachment: { type: 'image', url: 'https://cdn.example/p.jpg' },
    })
    const story = await follower(t, { ...base, text: 'Amen', reply_to_story: '17900' })
    const read = async (mid: string) =>
      (
        await t.graph(`/${mid}`, { fields: 'message,attachments,story', access_token: token })
      ).json()
    expect((await read(photo.mid)).attachments).toEqual({
      data: [
        {
          image_data: {
            url: 'https://cdn.example/p.jpg',
            preview_url: 'https://cdn.example/p.jpg',
          },
        },
      ],
    })
    expect((await read(story.mid)).story).toEqual({
      reply_to: { link: expect.stringContaining('/__sim/cdn/'), id: '17900' },
    })
    await follower(t, { ...base, unsend: photo.mid })
    const gone = await t.graph(`/${photo.mid}`, { access_token: token })
    expect((await gone.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
  })

  it('keeps other accounts’ threads and messages out of reach, and needs the scope', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const m = await follower(t, { account_id: account.user_id, username: 'ana', text: 'Hi' })
    const other = await withAccount(t, 'other_church', MESSAGING_SCOPES)
    for (const id of [m.conversation_id, m.mid]) {
      const res = await t.graph(`/${id}`, { access_token: other.token })
      expect((await res.json()).error).toMatchObject({ code: 100, error_subcode: 33 })
    }
    const empty = await t.graph('/me/conversations', {
      platform: 'instagram',
      access_token: other.token,
    })
    expect((await empty.json()).data).toEqual([])
    const basic = await t.control('/tokens', { account_id: account.user_id })
    const noScope = await t.graph('/me/conversations', {
      platform: 'instagram',
      access_token: basic.access_token,
    })
    expect((await noScope.json()).error.code).toBe(10)
    expect(token).not.toBe(basic.access_token)
  })

  it('drops unanswered threads idle for more than 30 days', async () => {
    const { t, account, token } = await messagingSetup({ webhook: false })
    const quiet = await follower(t, { account_id: account.user_id, username: 'quiet', text: 'Hi' })
    const answered = await follower(t, { account_id: account.user_id, username: 'ans', text: 'Hi' })
    await send(t, '/me/messages', token, {
      recipient: { id: answered.sender.id },
      message: { text: 'Hello!' },
    })
    await t.control('/clock', { advance_seconds: 31 * 24 * 3600 })
    const res = await t.graph('/me/conversations', { platform: 'instagram', access_token: token })
    const ids = (await res.json()).data.map((c: any) => c.id)
    expect(ids).toEqual([answered.conversation_id])
    expect(ids).not.toContain(quiet.conversation_id)
  })
})

describe('persistence and reset', () => {
  it('keeps threads, messages and mentions in the state file; reset clears them', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'flock-sim-messaging-'))
    try {
      const file = path.join(folder, 'state.json')
      const first = await startSim({ stateFile: file })
      const { account, token } = await withAccount(first, 'grace_test', MESSAGING_SCOPES)
      const m = await follower(first, { account_id: account.user_id, username: 'ana', text: 'Hi' })
      const mention = await first.control('/mentions', {
        account_id: account.user_id,
        username: 'ana',
        text: '@grace_test',
      })
      await first.control('/settings', { human_agent_approved: true })
      await first.sim.stop()

      const second = await startSim({ stateFile: file })
      const reply = await send(second, '/me/messages', token, {
        recipient: { id: m.sender.id },
        message: { text: 'Still here' },
      })
      expect(reply.status).toBe(200)
      const settings = await second.control('/settings')
      expect(settings.human_agent_approved).toBe(true)
      const mentions = await second.control('/mentions')
      expect(mentions.data.map((x: any) => x.comment_id)).toEqual([mention.comment_id])
      const dump = await second.control(`/messages?account_id=${account.user_id}`)
      expect(dump.conversations[0].messages.map((x: any) => x.text)).toEqual(['Hi', 'Still here'])

      await second.control('/reset', { seed: false })
      expect((await second.control('/messages')).conversations).toEqual([])
      expect((await second.control('/settings')).human_agent_approved).toBe(false)
      await second.sim.stop()
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
