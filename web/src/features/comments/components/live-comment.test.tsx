import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { TInboxComment } from '@common/schemas/comment'
import { startApiServer } from '../../../../test/api-server'
import { inboxComment } from '../../../../test/comment-fixtures'
import { renderWithQueries } from '../../../../test/render'
import { CommentCard } from './comment-card'

const onAir = inboxComment({ text: 'Praying from Manila', live: { endedAt: null } })

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function renderCard(comment: TInboxComment) {
  const api = await startApiServer(() => ({ status: 200, body: null }))
  close = api.close
  renderWithQueries(<CommentCard comment={comment} />)
}

// Decision 077: a live comment is answered privately while the broadcast is on air, never publicly.
describe('a live comment on its card', () => {
  it('offers only a private reply while on air, and says why there is no public one', async () => {
    await renderCard(onAir)
    expect(screen.getByText('Live')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull()
    expect(screen.getByText(/Instagram does not allow public replies to it/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Reply privately' })).toBeVisible()
  })

  it('offers nothing to send once the broadcast has ended, and says so', async () => {
    await renderCard({
      ...onAir,
      live: { endedAt: new Date().toISOString() },
      privateReplyBlockedReason: 'The live broadcast has ended.',
    })
    expect(screen.getByText('Live · ended')).toBeVisible()
    expect(screen.getByText(/no longer allows a reply to this comment/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Reply privately' })).toBeNull()
  })
})
