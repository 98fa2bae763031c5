import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { CrisisSupport } from './crisis-support'

const variables = {
  church: {
    name: 'Grace Chapel',
    website: '',
    phone: '020 7946 0001',
    address: '',
    contact: '',
    serviceTimes: '',
  },
  commenter: { username: 'maria' },
}
const crisis = {
  guidance: 'Call Pastor Ana on 020 7946 0001, day or night.',
  savedReplies: [
    {
      id: 'sr-1',
      title: 'We are here',
      text: 'Dear {commenter.username}, please call {church.phone}.',
    },
  ],
}

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

describe('the crisis box of a comment', () => {
  it("shows the church's guidance and opens a private reply with the saved reply filled in", async () => {
    const api = await startApiServer((request) =>
      request.path.endsWith('/reply-variables')
        ? { status: 200, body: variables }
        : { status: 404, body: {} },
    )
    close = api.close
    const onHide = vi.fn()
    const onReplyPrivately = vi.fn()
    const user = userEvent.setup()
    renderWithQueries(
      <CrisisSupport
        commentId="c-1"
        crisis={crisis}
        hidden={false}
        privateReplyBlocked={null}
        onHide={onHide}
        onReplyPrivately={onReplyPrivately}
      />,
    )

    expect(screen.getByRole('region', { name: 'This person may be in crisis' })).toHaveTextContent(
      'Call Pastor Ana on 020 7946 0001, day or night.',
    )
    await user.click(screen.getByRole('button', { name: 'Hide the comment' }))
    expect(onHide).toHaveBeenCalledOnce()
    const use = screen.getByRole('button', { name: /We are here/ })
    await vi.waitFor(() => expect(use).toBeEnabled())
    await user.click(use)
    expect(onReplyPrivately).toHaveBeenCalledWith('Dear @maria, please call 020 7946 0001.')
  })

  it('says why no private reply can be offered, and offers no hiding of a hidden comment', () => {
    renderWithQueries(
      <CrisisSupport
        commentId="c-1"
        crisis={{ guidance: '', savedReplies: crisis.savedReplies }}
        hidden
        privateReplyBlocked="A private reply to this comment has already been written."
        onHide={vi.fn()}
        onReplyPrivately={vi.fn()}
      />,
    )
    expect(screen.getByText('The church has not written emergency guidance yet.')).toBeVisible()
    expect(
      screen.getByText('A private reply to this comment has already been written.'),
    ).toBeVisible()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
