import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { TDirectMessage, TDirectThread } from '@common/schemas/direct-messages'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { ConversationDetail } from './conversation-detail'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const HOUR = 3600_000
const iso = (offset: number) => new Date(Date.now() + offset).toISOString()

const message = (overrides: Partial<TDirectMessage>): TDirectMessage => ({
  id: crypto.randomUUID(),
  direction: 'inbound',
  sender: 'follower',
  sentBy: null,
  text: null,
  attachments: [],
  storyReply: null,
  storyMention: false,
  replyToId: null,
  postback: null,
  unsupported: false,
  reactions: [],
  seenAt: null,
  unsentAt: null,
  sentAt: iso(-2 * HOUR),
  delivery: null,
  ...overrides,
})

function thread(
  window: Partial<TDirectThread['window']>,
  messages: TDirectMessage[],
): TDirectThread {
  const conversation = {
    kind: 'conversation' as const,
    id: 'c0000000-0000-4000-8000-000000000001',
    organization: { id: 'o1', name: 'Grace Chapel', routeId: 'grace-chapel' },
    account: { id: 'a1', username: 'grace_church' },
    username: 'mary_follower',
    lastMessage: null,
    windowEndsAt: window.windowEndsAt ?? null,
    humanAgentUntil: window.humanAgentUntil ?? null,
    responseStatus: 'pending' as const,
    assignee: null,
    done: null,
    labels: [],
    unread: false,
    unanswered: 1,
    updatedAt: iso(0),
  }
  return {
    conversation,
    window: {
      state: 'open',
      lastInboundAt: iso(-HOUR),
      windowEndsAt: null,
      humanAgentUntil: null,
      humanAgentEnabled: false,
      ...window,
    },
    messages,
    olderCursor: null,
    canSend: true,
    sendBlockedReason: null,
  }
}

const savedReply = {
  id: 'sr-1',
  title: 'Prayer',
  text: 'Thank you @{commenter.username}, {church.contact} at {church.name} will pray with you. Call {church.phone}.',
  language: null,
  suggestForCrisis: false,
  createdBy: null,
  createdAt: iso(0),
  updatedAt: iso(0),
}
const variables = {
  church: {
    name: 'Grace Chapel',
    website: '',
    phone: '',
    address: '',
    contact: 'Pastor Ann',
    serviceTimes: '',
  },
  commenter: { username: 'mary_follower' },
}

// The signed-in teammate: the send box's "Sam is replying…" leaves out whoever is reading.
const ME = {
  user: { id: 'sam', email: 'sam@agency.test', name: 'Sam', role: 'admin' },
  can: {},
  organization: null,
}

async function renderThread(body: TDirectThread) {
  const api = await startApiServer((request) => {
    if (request.path === '/api/me') return { status: 200, body: ME }
    if (request.method === 'POST' && request.path.endsWith('/messages'))
      return {
        status: 201,
        body: message({ direction: 'outbound', sender: 'flock', text: 'sent' }),
      }
    if (request.path === `/api/direct-conversations/${body.conversation.id}/reply-variables`)
      return { status: 200, body: variables }
    if (request.path.startsWith('/api/saved-replies'))
      return { status: 200, body: { items: [savedReply] } }
    if (request.path.startsWith('/api/direct-conversations/')) return { status: 200, body }
    return { status: 200, body: { items: [], nextCursor: null } }
  })
  close = api.close
  renderWithQueries(
    <MemoryRouter>
      <ConversationDetail conversationId={body.conversation.id} onAnnounce={() => undefined} />
    </MemoryRouter>,
  )
  return api
}

describe('a direct-message thread', () => {
  it("shows the follower's messages left, the agency's and the church's right, removed and expired ones", async () => {
    await renderThread(
      thread({ windowEndsAt: iso(3 * HOUR + 12 * 60_000 + 30_000) }, [
        message({ text: 'Please pray for my mum', sentAt: iso(-3 * HOUR) }),
        message({
          direction: 'outbound',
          sender: 'instagram_app',
          text: 'We will, Mary',
          sentAt: iso(-2.5 * HOUR),
        }),
        message({
          direction: 'outbound',
          sender: 'flock',
          sentBy: { id: 'u1', name: 'Sam' },
          text: 'The pastor will call you',
          seenAt: iso(-HOUR),
          sentAt: iso(-2 * HOUR),
          reactions: [{ by: 'follower', emoji: '❤️' }],
        }),
        message({ text: null, unsentAt: iso(-HOUR), sentAt: iso(-1.5 * HOUR) }),
        message({
          storyMention: true,
          attachments: [{ type: 'story_mention', url: null }],
          sentAt: iso(-HOUR),
        }),
      ]),
    )
    const list = await screen.findByRole(
      'region',
      { name: 'Messages with @mary_follower' },
      { timeout: 5000 },
    )
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => item.dataset.direction)).toEqual([
      'inbound',
      'outbound',
      'outbound',
      'inbound',
      'inbound',
    ])
    expect(within(items[1]!).getByText(/Sent from Instagram/)).toBeInTheDocument()
    expect(within(items[2]!).getByText('Sam')).toBeInTheDocument()
    expect(within(items[2]!).getByText('Seen')).toBeInTheDocument()
    expect(within(items[2]!).getByLabelText('@mary_follower reacted ❤️')).toBeInTheDocument()
    expect(within(items[3]!).getByText('@mary_follower removed this message')).toBeInTheDocument()
    expect(
      within(items[4]!).getByText('Mentioned @grace_church in their story'),
    ).toBeInTheDocument()
    expect(
      within(items[4]!).getByText('Media no longer available on Instagram'),
    ).toBeInTheDocument()
    expect(screen.getByText('Window closes in 3 h 12 min')).toBeInTheDocument()
  })

  it('counts bytes, refuses 1,001 and sends once with its client key', async () => {
    const api = await renderThread(
      thread({ windowEndsAt: iso(5 * HOUR) }, [message({ text: 'Hello' })]),
    )
    const user = userEvent.setup()
    const box = await screen.findByLabelText('Message to @mary_follower')
    const send = screen.getByRole('button', { name: /^Send$/ })
    await user.click(box)
    await user.paste(`${'a'.repeat(997)}🙏`)
    expect(screen.getByText(/^Too long to send: .* this one is 1,001\./)).toBeInTheDocument()
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(send).toBeDisabled()
    await user.clear(box)
    await user.type(box, 'Praying for you')
    expect(screen.getByText('15 / 1,000 bytes')).toBeInTheDocument()
    await user.click(send)
    await waitFor(() => expect(box).toHaveValue(''))
    const posts = api.requests.filter((request) => request.method === 'POST')
    expect(posts).toHaveLength(1)
    expect(posts[0]!.body).toMatchObject({ text: 'Praying for you' })
    expect((posts[0]!.body as { clientKey: string }).clientKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('after 24 hours sends only as a human agent, when enabled', async () => {
    const api = await renderThread(
      thread(
        {
          state: 'human_agent',
          windowEndsAt: iso(-HOUR),
          humanAgentUntil: iso(5 * 24 * HOUR),
          humanAgentEnabled: true,
        },
        [message({ text: 'Hello' })],
      ),
    )
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Message to @mary_follower'), 'Sorry for the wait')
    const send = screen.getByRole('button', { name: /^Send$/ })
    expect(send).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: /Send as human agent \(up to 7 days\)/ }))
    await user.click(send)
    await waitFor(() =>
      expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(1),
    )
    expect(api.requests.find((request) => request.method === 'POST')!.body).toMatchObject({
      humanAgent: true,
    })
  })

  it('explains why sending is closed once the window has passed', async () => {
    await renderThread(
      thread({ state: 'closed', windowEndsAt: iso(-HOUR) }, [message({ text: 'Hi' })]),
    )
    expect(await screen.findByText('Sending is closed')).toBeInTheDocument()
    expect(screen.getByText(/within 24 hours of @mary_follower's last message/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Message to @mary_follower')).toBeNull()
    expect(screen.getByText('Window closed')).toBeInTheDocument()
  })

  it('sends a picture with text as two messages, the picture first, each with its own key', async () => {
    const body = thread({ windowEndsAt: iso(5 * HOUR) }, [message({ text: 'Poster?' })])
    const poster = {
      id: 'a0000000-0000-4000-8000-000000000001',
      kind: 'image',
      fileName: 'sunday-poster.png',
      mimeType: 'image/jpeg',
      bytes: 1000,
      width: 800,
      height: 800,
      durationMs: null,
      aspectFit: 'feed',
      altText: '',
      publicUrl: '/media-files/t/poster.jpg',
      thumbnailUrl: '/media-files/t/poster-thumb.jpg',
      uploadedBy: null,
      createdAt: iso(-HOUR),
    }
    const api = await startApiServer((request) => {
      if (request.path === '/api/me') return { status: 200, body: ME }
      if (request.method === 'POST' && request.path.endsWith('/messages'))
        return { status: 201, body: message({ direction: 'outbound', sender: 'flock' }) }
      if (request.path.startsWith('/api/direct-conversations/')) return { status: 200, body }
      if (request.path.includes('/assets'))
        return { status: 200, body: { items: [poster], nextCursor: null } }
      return { status: 200, body: { items: [], nextCursor: null } }
    })
    close = api.close
    renderWithQueries(
      <MemoryRouter>
        <ConversationDetail conversationId={body.conversation.id} onAnnounce={() => undefined} />
      </MemoryRouter>,
    )
    const user = userEvent.setup()
    const box = await screen.findByLabelText('Message to @mary_follower')
    await user.type(box, 'Here it is!')
    await user.click(screen.getByRole('button', { name: 'Media' }))
    await user.click(await screen.findByRole('button', { name: /Send image sunday-poster\.png/ }))
    await user.click(screen.getByRole('button', { name: /^Send$/ }))
    await waitFor(() => expect(box).toHaveValue(''))
    const posts = api.requests.filter((request) => request.method === 'POST')
    expect(posts.map((post) => post.body)).toEqual([
      { assetId: poster.id, clientKey: expect.any(String) },
      { text: 'Here it is!', clientKey: expect.any(String) },
    ])
    const [first, second] = posts.map((post) => (post.body as { clientKey: string }).clientKey)
    expect(first).not.toBe(second)
  })

  it("fills a saved reply with the follower's @username and the church's details, and holds Send for a variable without a value", async () => {
    const api = await renderThread(
      thread({ windowEndsAt: iso(5 * HOUR) }, [message({ text: 'Please pray for me' })]),
    )
    const user = userEvent.setup()
    const box = await screen.findByLabelText('Message to @mary_follower')
    await user.click(screen.getByRole('button', { name: 'Saved replies' }))
    await user.click(await screen.findByRole('option', { name: /Prayer/ }))
    await waitFor(() =>
      expect(box).toHaveValue(
        'Thank you @mary_follower, Pastor Ann at Grace Chapel will pray with you. Call {church.phone}.',
      ),
    )
    // The conversation's own variables, not a comment's (which would answer 404 for its id).
    expect(
      api.requests.some(
        (request) =>
          request.path ===
          `/api/direct-conversations/${thread({}, []).conversation.id}/reply-variables`,
      ),
    ).toBe(true)
    expect(
      await screen.findByText(
        '{church.phone} has no value for Grace Chapel: fill it in or edit it out',
      ),
    ).toBeInTheDocument()
    const send = screen.getByRole('button', { name: /^Send$/ })
    expect(send).toBeDisabled()
    await user.clear(box)
    await user.type(box, 'Thank you @mary_follower, Pastor Ann will pray with you.')
    expect(send).toBeEnabled()
  })
})

describe('two teammates in one conversation', () => {
  it('tells the team who is writing, and shows another teammate writing here', async () => {
    const body = thread({ windowEndsAt: iso(5 * HOUR) }, [message({ text: 'Are you open today?' })])
    const presenceUrl = `/api/direct-conversations/${body.conversation.id}/presence`
    const api = await startApiServer((request) => {
      if (request.path === '/api/me') return { status: 200, body: ME }
      if (request.path === '/api/presence')
        return {
          status: 200,
          body: {
            items: [
              {
                commentId: body.conversation.id,
                userId: 'ruth',
                name: 'Ruth',
                expiresAt: iso(HOUR),
              },
            ],
          },
        }
      if (request.path.startsWith('/api/direct-conversations/')) return { status: 200, body }
      return { status: 200, body: { items: [], nextCursor: null } }
    })
    close = api.close
    renderWithQueries(
      <MemoryRouter>
        <ConversationDetail conversationId={body.conversation.id} onAnnounce={() => undefined} />
      </MemoryRouter>,
    )
    expect(await screen.findByText('Ruth is replying…')).toBeInTheDocument()
    const box = await screen.findByLabelText('Message to @mary_follower')
    expect(api.requests.some((request) => request.path === presenceUrl)).toBe(false)
    await userEvent.setup().type(box, 'Yes, until 5')
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.method === 'PUT' && request.path === presenceUrl),
      ).toBe(true),
    )
  })
})
