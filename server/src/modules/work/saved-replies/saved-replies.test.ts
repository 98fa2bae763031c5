import { beforeAll, describe, expect, it } from 'vitest'
import { directConversations, workItems } from '../../../db/schema'
import { TEST_ORIGIN, useTestApp } from '../../../../test/helper'
import { signInAsChurchMember, signInAsTeammate } from '../../../../test/actors'
import {
  createAccount,
  createComment,
  createMedia,
  createOrganization,
} from '../../../../test/factories'

const t = useTestApp({ SIGN_UP_RATE_LIMIT: '1000', SIGN_IN_RATE_LIMIT: '1000' })
let owner = ''
let agent = ''
beforeAll(async () => {
  owner = (await signInAsTeammate(t.app, t.db.db, 'owner')).cookie
  agent = (await signInAsTeammate(t.app, t.db.db, 'agent')).cookie
})

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie, origin: TEST_ORIGIN }, payload })

describe('saved replies', () => {
  it('are written, found, changed and deleted by the team', async () => {
    const created = await call('POST', '/api/saved-replies', agent, {
      title: '  Service times ',
      text: '{church.name} meets {church.service_times}. See you there!',
      language: 'English',
    })
    expect(created.statusCode).toBe(201)
    const reply = created.json()
    expect(reply).toMatchObject({
      title: 'Service times',
      language: 'English',
      suggestForCrisis: false,
      createdBy: expect.any(String),
    })
    await call('POST', '/api/saved-replies', owner, {
      title: 'Oración',
      text: 'Estamos orando por ti, {commenter.username}.',
      language: 'Español',
      suggestForCrisis: true,
    })
    const found = await call('GET', '/api/saved-replies?search=SEE%20YOU', agent)
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([reply.id])
    const byLanguage = await call('GET', '/api/saved-replies?search=espa', agent)
    expect(byLanguage.json().items).toEqual([
      expect.objectContaining({ title: 'Oración', suggestForCrisis: true }),
    ])
    const edited = await call('PUT', `/api/saved-replies/${reply.id}`, agent, {
      title: 'Service times (summer)',
      text: 'In summer {church.name} meets {church.service_times}.',
    })
    expect(edited.json()).toMatchObject({ title: 'Service times (summer)', language: '' })
    const refused = await call('DELETE', `/api/saved-replies/${reply.id}`, agent)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'Agents cannot delete saved replies. Ask an Admin or Owner of your team.',
    )
    expect((await call('DELETE', `/api/saved-replies/${reply.id}`, owner)).statusCode).toBe(200)
    expect((await call('DELETE', `/api/saved-replies/${reply.id}`, owner)).statusCode).toBe(404)
    expect(
      (await call('PUT', `/api/saved-replies/${reply.id}`, owner, { title: 'x', text: 'y' }))
        .statusCode,
    ).toBe(404)
  })

  it('refuse blank and overlong fields with clear messages', async () => {
    const blank = await call('POST', '/api/saved-replies', agent, { title: ' ', text: 'Hi' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toBe('title: Title must not be blank')
    const long = await call('POST', '/api/saved-replies', agent, {
      title: 'Long',
      text: 'a'.repeat(2201),
    })
    expect(long.json().message).toBe('text: Text must be at most 2200 characters')
  })

  it('are the agency’s: church people cannot read or write them', async () => {
    const organization = await createOrganization(t.db.db)
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    expect((await call('GET', '/api/saved-replies', member.cookie)).statusCode).toBe(403)
    expect(
      (await call('POST', '/api/saved-replies', member.cookie, { title: 'a', text: 'b' }))
        .statusCode,
    ).toBe(403)
  })
})

describe('service times', () => {
  it('are kept with the church’s details, within a length limit', async () => {
    const organization = await createOrganization(t.db.db)
    const routeId = `org-${organization.slug}`
    const details = {
      organization: organization.name,
      contact: '',
      phone: '',
      address: '',
      website: '',
    }
    const saved = await call('PUT', `/api/organizations/${routeId}`, owner, {
      ...details,
      serviceTimes: ' Sundays 10:00 and 18:00 ',
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().serviceTimes).toBe('Sundays 10:00 and 18:00')
    const tooLong = await call('PUT', `/api/organizations/${routeId}`, owner, {
      ...details,
      serviceTimes: 'x'.repeat(301),
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe(
      'serviceTimes: Service times must be at most 300 characters',
    )
  })
})

describe('reply variables', () => {
  it('are the comment’s church details and its writer', async () => {
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const post = await createMedia(t.db.db, account.id)
    const comment = await createComment(t.db.db, account, { mediaId: post.id })
    await call('PUT', `/api/organizations/org-${organization.slug}`, owner, {
      organization: organization.name,
      contact: 'Pastor Ann',
      phone: '',
      address: '1 Hope Street',
      website: 'gracechapel.org',
      serviceTimes: 'Sundays 10:00',
    })
    const response = await call('GET', `/api/comments/${comment.id}/reply-variables`, agent)
    expect(response.json()).toEqual({
      church: {
        name: organization.name,
        website: 'gracechapel.org',
        phone: '',
        address: '1 Hope Street',
        contact: 'Pastor Ann',
        serviceTimes: 'Sundays 10:00',
      },
      commenter: { username: comment.username },
    })
    const onPost = await call('GET', `/api/media/${post.id}/reply-variables`, agent)
    expect(onPost.json()).toMatchObject({
      church: { name: organization.name, serviceTimes: 'Sundays 10:00' },
      commenter: { username: '' },
    })
    const missing = await call('GET', `/api/comments/${crypto.randomUUID()}/reply-variables`, agent)
    expect(missing.statusCode).toBe(404)
  })
  it('are the conversation’s church details and the follower who wrote in', async () => {
    const organization = await createOrganization(t.db.db)
    const account = await createAccount(t.db.db, organization.id)
    const [item] = await t.db.db
      .insert(workItems)
      .values({
        kind: 'conversation',
        organizationId: organization.id,
        accountId: account.id,
        responseStatus: 'pending',
        lastActivityAt: new Date(),
      })
      .returning()
    await t.db.db.insert(directConversations).values({
      id: item!.id,
      organizationId: organization.id,
      accountId: account.id,
      followerIgId: `9${Date.now()}`,
      username: 'praying.mum',
      lastInboundAt: new Date(),
    })
    await call('PUT', `/api/organizations/org-${organization.slug}`, owner, {
      organization: organization.name,
      contact: 'Pastor Ann',
      phone: '555 0100',
      address: '',
      website: '',
      serviceTimes: 'Sundays 10:00',
    })
    const response = await call(
      'GET',
      `/api/direct-conversations/${item!.id}/reply-variables`,
      agent,
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      church: {
        name: organization.name,
        website: '',
        phone: '555 0100',
        address: '',
        contact: 'Pastor Ann',
        serviceTimes: 'Sundays 10:00',
      },
      commenter: { username: 'praying.mum' },
    })
    // A comment's id is not a conversation: the route reads conversations only.
    const comment = await createComment(t.db.db, account)
    const notConversation = await call(
      'GET',
      `/api/direct-conversations/${comment.id}/reply-variables`,
      agent,
    )
    expect(notConversation.statusCode).toBe(404)
    expect(notConversation.json().message).toBe('Conversation not found')
    const malformed = await call('GET', '/api/direct-conversations/nope/reply-variables', agent)
    expect(malformed.statusCode).toBe(400)
    // Church people work their conversations in their portal, not with the agency's saved replies.
    const member = await signInAsChurchMember(t.app, t.db.db, organization.id)
    const refused = await call(
      'GET',
      `/api/direct-conversations/${item!.id}/reply-variables`,
      member.cookie,
    )
    expect(refused.statusCode).toBe(403)
  })
})
