import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { TInboxComment } from '@common/schemas/comment'
import { inboxComment as comment } from '../../../../test/comment-fixtures'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { CommentCard } from './comment-card'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function renderCard(value: TInboxComment) {
  const api = await startApiServer((request) =>
    request.path === '/api/me'
      ? { status: 200, body: { user: null, can: { deleteComments: false } } }
      : { status: 200, body: { id: 'c-1', unread: false } },
  )
  close = api.close
  renderWithQueries(
    <MemoryRouter>
      <CommentCard comment={value} />
    </MemoryRouter>,
  )
  return api
}

describe('a comment card in the work queue', () => {
  it('marks an open comment done', async () => {
    const api = await renderCard(comment())
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    await waitFor(() =>
      expect(api.requests).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/comments/c-1/done' }),
      ),
    )
  })

  it('offers Reopen on a done comment and neither on an answered one', async () => {
    await renderCard(
      comment({ responseStatus: 'done', done: { by: 'Sam', at: new Date().toISOString() } }),
    )
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull()
  })

  it('shows the assignee, unread state and why a hidden comment cannot be answered', async () => {
    await renderCard(comment({ hidden: true, unread: true, assignee: { id: 'u-1', name: 'Sam' } }))
    expect(screen.getByText('Assigned to Sam')).toBeVisible()
    expect(screen.getByText('Unread comment')).toBeInTheDocument()
    expect(screen.getByText('Hidden on Instagram: unhide it to reply.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull()
  })
})
