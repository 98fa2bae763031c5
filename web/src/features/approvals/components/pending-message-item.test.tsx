import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TPendingMessageApproval } from '@common/schemas/reply-approval'
import { renderWithQueries } from '../../../../test/render'
import { PendingMessageItem } from './pending-message-item'

const held = (windowEndsAt: string | null): TPendingMessageApproval => ({
  id: 'o-1',
  kind: 'direct_message',
  message: 'We are praying for you.',
  attachment: null,
  writtenBy: 'Sam',
  createdAt: new Date().toISOString(),
  conversation: {
    id: 'c-1',
    accountUsername: 'gracechurch',
    username: 'ruth',
    lastInboundAt: new Date().toISOString(),
    windowEndsAt,
    recent: [
      {
        id: 'm-1',
        direction: 'inbound',
        text: 'Please pray for my dad',
        attachment: null,
        sentAt: new Date().toISOString(),
      },
      {
        id: 'm-2',
        direction: 'inbound',
        text: null,
        attachment: 'photo',
        sentAt: new Date().toISOString(),
      },
    ],
    flags: ['prayer'],
  },
})

describe('PendingMessageItem', () => {
  it("shows the follower's last messages and counts an edit in UTF-8 bytes", async () => {
    const user = userEvent.setup()
    const inADay = new Date(Date.now() + 86_400_000).toISOString()
    renderWithQueries(<PendingMessageItem routeId="r-1" item={held(inADay)} />)
    const recent = screen.getByRole('list', { name: 'Last messages with @ruth' })
    expect(recent).toHaveTextContent('Please pray for my dad')
    expect(recent).toHaveTextContent('(photo)')
    expect(screen.getByText(/Instagram accepts it until/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /edit/i }))
    const box = screen.getByLabelText('Your version of the message')
    await user.clear(box)
    await user.click(box)
    await user.paste('기'.repeat(334))
    expect(
      screen.getByText(
        'Direct messages are limited to 1,000 bytes; this one is 1,002 (Korean and emoji take 3–4 bytes a character).',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve this version' })).toBeDisabled()
  })

  it('says when Instagram’s window has closed', () => {
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString()
    renderWithQueries(<PendingMessageItem routeId="r-1" item={held(anHourAgo)} />)
    expect(screen.getByText(/window to answer @ruth has closed/)).toBeInTheDocument()
  })
})
