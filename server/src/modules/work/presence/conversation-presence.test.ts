import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directConversations, workItems } from '../../../db/schema'
import { as, signInAsTeammate } from '../../../../test/actors'
import { createAccount, createComment, createOrganization } from '../../../../test/factories'
import { useTestApp } from '../../../../test/helper'
import { connectSse, type SseClient } from '../../../../test/sse-client'

// Two teammates must not both answer a follower in crisis: whoever writes in a conversation's
// send box shows as writing there, as in a comment's reply box.
const t = useTestApp({ SIGN_IN_RATE_LIMIT: '1000' })

let agent: { cookie: string; userId: string }
let owner: { cookie: string; userId: string }
let account: { id: string; organizationId: string }
const open: SseClient[] = []
afterAll(() => open.forEach((client) => client.close()))

beforeAll(async () => {
  agent = await signInAsTeammate(t.app, t.db.db, 'agent', 'Sam Agent')
  owner = await signInAsTeammate(t.app, t.db.db, 'owner')
  const church = await createOrganization(t.db.db, { name: 'Grace Chapel' })
  account = await createAccount(t.db.db, church.id)
})

async function conversation() {
  const [item] = await t.db.db
    .insert(workItems)
    .values({
      kind: 'conversation',
      organizationId: account.organizationId,
      accountId: account.id,
      responseStatus: 'pending',
      lastActivityAt: new Date(),
    })
    .returning()
  await t.db.db.insert(directConversations).values({
    id: item!.id,
    organizationId: account.organizationId,
    accountId: account.id,
    followerIgId: `igsid_${crypto.randomUUID()}`,
    username: 'mary_follower',
  })
  return item!.id
}

const send = (method: 'PUT' | 'DELETE', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: as(cookie) })
const presence = async () =>
  (await t.app.inject({ url: '/api/presence', headers: as(owner.cookie) })).json().items as {
    commentId: string
    userId: string
    name: string
  }[]

describe('writing in a conversation', () => {
  it('shows the team who is writing, live, and not once they stop', async () => {
    const url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}/api/events`
    const stream = await connectSse(url, { cookie: owner.cookie })
    open.push(stream)
    await stream.waitFor((frame) => frame.event === 'ready')
    const id = await conversation()

    const held = await send('PUT', `/api/direct-conversations/${id}/presence`, agent.cookie)
    expect(held.statusCode, held.body).toBe(200)
    await stream.waitFor((frame) => frame.event === 'comment.team')
    expect(await presence()).toEqual([
      expect.objectContaining({ commentId: id, userId: agent.userId, name: 'Sam Agent' }),
    ])

    const released = await send('DELETE', `/api/direct-conversations/${id}/presence`, agent.cookie)
    expect(released.statusCode).toBe(200)
    expect(await presence()).toEqual([])
  })

  it('answers 404 for a comment’s id or an unknown one on the conversation route, and the other way round', async () => {
    const id = await conversation()
    const comment = await createComment(t.db.db, account)
    for (const wrong of [comment.id, crypto.randomUUID()]) {
      const response = await send(
        'PUT',
        `/api/direct-conversations/${wrong}/presence`,
        agent.cookie,
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().message).toBe('Conversation not found')
    }
    const asComment = await send('PUT', `/api/comments/${id}/presence`, agent.cookie)
    expect(asComment.statusCode).toBe(404)
    expect(await presence()).toEqual([])
  })
})
