import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { TCommentDetail } from '@common/schemas/comment-detail'
import { type ApiReply, startApiServer } from '../../../../test/api-server'
import { inboxComment, outgoingReply } from '../../../../test/comment-fixtures'
import { renderWithQueries } from '../../../../test/render'
import { CommentDetail } from './comment-detail'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function openDetail(answer: ApiReply) {
  const api = await startApiServer((request) =>
    request.path === '/api/comments/c-1'
      ? answer
      : { status: 200, body: request.path === '/api/me' ? null : {} },
  )
  close = api.close
  renderWithQueries(
    <MemoryRouter initialEntries={['/comments/c-1']}>
      <CommentDetail commentId="c-1" onAnnounce={() => {}} />
    </MemoryRouter>,
  )
}

const detail = (comment = inboxComment()): TCommentDetail => ({
  comment,
  crisis: null,
  otherComments: [],
  notes: [],
  activity: [],
})

// The open comment is the only view on a phone: it says what the list card says.
describe('the open comment', () => {
  it('shows a reply Instagram refused, with Retry and Edit, instead of "Open" and "Nothing done"', async () => {
    const refused = outgoingReply('See you Sunday!', {
      status: 'failed',
      lastError: 'Instagram refused the reply: the comment was deleted.',
    })
    await openDetail({ status: 200, body: detail(inboxComment({ outgoing: refused })) })
    expect(await screen.findByText('Reply not sent', { selector: 'p' })).toBeVisible()
    expect(screen.getByText('Instagram refused the reply: the comment was deleted.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible()
    expect(screen.queryByText('Open')).toBeNull()
    expect(screen.queryByText('Nothing done in Flock yet.')).toBeNull()
    // One way to answer at a time: the refused reply's Retry or Edit, not a second reply.
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled()
  })

  it('says a deleted comment is gone, without an error panel and Try again', async () => {
    await openDetail({ status: 404, body: { code: 'NOT_FOUND', message: 'Comment not found' } })
    expect(await screen.findByText('This comment is no longer in Flock.')).toBeVisible()
    expect(screen.queryByText('Could not load the comment')).toBeNull()
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull()
  })
})
