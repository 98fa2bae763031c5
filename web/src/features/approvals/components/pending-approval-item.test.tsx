import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TPendingApproval } from '@common/schemas/reply-approval'
import { renderWithQueries } from '../../../../test/render'
import { PendingApprovalItem } from './pending-approval-item'

const heldPrivateReply: TPendingApproval = {
  id: 'o-1',
  kind: 'private_reply',
  message: 'We are praying for you.',
  writtenBy: 'Sam',
  createdAt: new Date().toISOString(),
  comment: {
    id: 'c-1',
    accountUsername: 'gracechurch',
    username: 'follower',
    text: 'Please pray for my dad',
    commentedAt: new Date().toISOString(),
    permalink: null,
    flags: [],
  },
}

describe('PendingApprovalItem', () => {
  it('counts an edited private reply in UTF-8 bytes and holds back one over 1,000', async () => {
    const user = userEvent.setup()
    renderWithQueries(<PendingApprovalItem routeId="r-1" item={heldPrivateReply} />)
    await user.click(screen.getByRole('button', { name: /edit/i }))
    const box = screen.getByLabelText('Your version of the reply')
    await user.clear(box)
    await user.click(box)
    await user.paste('기'.repeat(333))
    expect(screen.getByText('999 / 1,000 bytes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve this version' })).toBeEnabled()
    await user.paste('🙏')
    expect(
      screen.getByText(
        'Private replies are limited to 1,000 bytes; this one is 1,003 (Korean and emoji take 3–4 bytes a character).',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Approve this version' })).toBeDisabled()
  })
})
