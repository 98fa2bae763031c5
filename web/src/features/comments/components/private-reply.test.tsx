import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TInboxComment } from '@common/schemas/comment'
import { startApiServer } from '../../../../test/api-server'
import { inboxComment } from '../../../../test/comment-fixtures'
import { renderWithQueries } from '../../../../test/render'
import { CommentCard } from './comment-card'

const base = inboxComment({ text: 'Please pray for my mother' })

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function renderCard(comment: TInboxComment) {
  const api = await startApiServer(() => ({ status: 200, body: null }))
  close = api.close
  renderWithQueries(<CommentCard comment={comment} />)
}

describe('Reply privately on a comment card', () => {
  it('is offered on a recent comment of an account that granted messaging', async () => {
    await renderCard(base)
    expect(screen.getByRole('button', { name: 'Reply privately' })).toHaveAttribute(
      'data-action',
      'reply-privately',
    )
  })

  it('says to reconnect an account connected before Flock asked for messaging', async () => {
    const reason =
      'Reconnect to enable private replies: @grace_chapel was connected before Flock asked Instagram for messaging.'
    await renderCard({ ...base, privateReplyBlockedReason: reason })
    expect(screen.queryByRole('button', { name: 'Reply privately' })).toBeNull()
    expect(screen.getByText(reason)).toBeVisible()
  })

  it('is not offered a second time, and shows the one sent', async () => {
    await renderCard({
      ...base,
      responseStatus: 'responded',
      respondedBy: 'Sam',
      respondedAt: new Date().toISOString(),
      respondedVia: 'flock',
      privateReply: {
        id: 'o-1',
        kind: 'private_reply',
        status: 'sent',
        message: 'We are praying with you.',
        lastError: null,
        createdAt: new Date().toISOString(),
        sentAt: new Date().toISOString(),
        review: null,
        by: 'Sam',
      },
    })
    expect(screen.queryByRole('button', { name: 'Reply privately' })).toBeNull()
    expect(screen.getByText(/^Private reply sent by Sam/)).toBeVisible()
    // Its own line says who sent it; no second "Replied by".
    expect(screen.queryByText(/^Replied by/)).toBeNull()
  })
})
