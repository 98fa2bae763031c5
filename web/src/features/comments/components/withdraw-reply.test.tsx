import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { TInboxComment } from '@common/schemas/comment'
import type { TCommentActivityItem } from '@common/schemas/comment-detail'
import { type ApiReply, startApiServer } from '../../../../test/api-server'
import { inboxComment, outgoingReply } from '../../../../test/comment-fixtures'
import { renderWithQueries } from '../../../../test/render'
import { CommentCard } from './comment-card'
import { DetailActivity } from './detail-activity'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const waiting = inboxComment({
  responseStatus: 'sending',
  outgoing: outgoingReply('See you Sunday at 9!', { id: 'out-7', status: 'awaiting_approval' }),
})

async function renderCard(comment: TInboxComment, answer: ApiReply = { status: 200, body: {} }) {
  const api = await startApiServer(() => answer)
  close = api.close
  renderWithQueries(
    <>
      <CommentCard comment={comment} />
      <Toaster />
    </>,
  )
  return api
}

const withdrawals = (api: Awaited<ReturnType<typeof renderCard>>) =>
  api.requests.filter((request) => request.path.endsWith('/withdraw'))

// A reply waiting for the church's approval can be taken back by the agency (decision 053).
describe('Withdraw on a reply awaiting approval', () => {
  it('withdraws the waiting reply and says the church no longer sees it', async () => {
    const api = await renderCard(waiting, {
      status: 200,
      body: outgoingReply('See you Sunday at 9!', { id: 'out-7', status: 'withdrawn' }),
    })
    const waitingBox = screen.getByText("Awaiting the church's approval").closest('div')!
    // The reply box stays closed while a reply waits: Withdraw is the way to change it.
    expect(screen.getByRole('button', { name: 'Reply' })).toBeDisabled()
    await userEvent.click(within(waitingBox).getByRole('button', { name: 'Withdraw the reply' }))
    await waitFor(() => expect(withdrawals(api)).toHaveLength(1))
    expect(withdrawals(api)[0]).toMatchObject({
      method: 'POST',
      path: '/api/outgoing/out-7/withdraw',
    })
    expect(await screen.findByText('Reply withdrawn')).toBeVisible()
    expect(screen.getByText(/The church no longer sees it/)).toBeVisible()
  })

  it('shows why when the church decided first', async () => {
    const message =
      'The church has already approved this reply (Ruth), so it can no longer be withdrawn.'
    await renderCard(waiting, { status: 409, body: { code: 'ALREADY_DECIDED', message } })
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the reply' }))
    expect(await screen.findByText('Reply not withdrawn')).toBeVisible()
    expect(screen.getByText(message)).toBeVisible()
  })

  it('withdraws a private reply awaiting approval', async () => {
    const api = await renderCard(
      inboxComment({
        privateReply: {
          ...outgoingReply('Message us any time', {
            id: 'out-9',
            kind: 'private_reply',
            status: 'awaiting_approval',
          }),
          by: 'Sam',
        },
      }),
    )
    expect(screen.getByText("Private reply awaiting the church's approval")).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw the private reply' }))
    await waitFor(() =>
      expect(withdrawals(api).map((request) => request.path)).toEqual([
        '/api/outgoing/out-9/withdraw',
      ]),
    )
    expect(await screen.findByText('Private reply withdrawn')).toBeVisible()
  })

  const review = { by: 'Ruth', at: new Date().toISOString(), reason: null }
  it.each([
    [
      'approved',
      outgoingReply('Hi', { status: 'queued', review: { ...review, decision: 'approved' } }),
    ],
    [
      'declined',
      outgoingReply('Hi', {
        status: 'declined',
        review: { ...review, decision: 'declined', reason: 'Too short' },
      }),
    ],
  ])('is not offered once the church has %s it', async (_, outgoing) => {
    await renderCard(inboxComment({ outgoing }))
    expect(screen.getByRole('status')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull()
  })
})

describe('a withdrawn reply in the activity', () => {
  it('says who withdrew it', () => {
    const at = new Date().toISOString()
    const activity: TCommentActivityItem[] = [
      { id: '1', kind: 'reply_withdrawn', detail: { text: 'Hi' }, actorName: 'Sam', at },
      {
        id: '2',
        kind: 'reply_withdrawn',
        detail: { text: 'Hi', private: 'true' },
        actorName: 'Ann',
        at,
      },
    ]
    renderWithQueries(<DetailActivity activity={activity} />)
    const items = screen.getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/^Sam withdrew the reply before the church decided/)
    expect(items[1]).toHaveTextContent(/^Ann withdrew the private reply before the church decided/)
  })
})
