import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiReply, type ApiRequest, startApiServer } from '../../../../test/api-server'
import { outgoingReply } from '../../../../test/comment-fixtures'
import { renderWithQueries } from '../../../../test/render'
import { ReplyBox } from './reply-box'

const replies = (requests: ApiRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.path.endsWith('/replies'))
const keyOf = (request: ApiRequest | undefined) =>
  (request?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

// The compose box carries one idempotency key per intended reply: sending again after a failed
// attempt reuses it, so the server can never post the same reply twice; a new box is a new reply.
describe('ReplyBox', () => {
  it('retries a failed send with the same idempotency key, and a new box uses a new one', async () => {
    const answers: ApiReply[] = [
      { status: 503, body: { code: 'UNAVAILABLE', message: 'Flock is busy, try again.' } },
      { status: 201, body: outgoingReply('Amen, see you Sunday') },
      { status: 201, body: outgoingReply('Welcome!') },
    ]
    const api = await startApiServer(() => answers.shift() ?? { status: 500 })
    close = api.close
    const onClose = vi.fn()
    const user = userEvent.setup()

    const view = renderWithQueries(<ReplyBox commentId="c-1" onClose={onClose} />)
    await user.type(screen.getByLabelText('Reply'), 'Amen, see you Sunday')
    await user.click(screen.getByRole('button', { name: 'Send' }))

    // Refused: the box stays open with the text, ready to send again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled())
    expect(replies(api.requests)).toHaveLength(1)
    expect(screen.getByLabelText('Reply')).toHaveValue('Amen, see you Sunday')
    expect(onClose).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    const [failed, retried] = replies(api.requests)
    expect(retried?.path).toBe('/api/comments/c-1/replies')
    expect(retried?.body).toEqual({
      message: 'Amen, see you Sunday',
      idempotencyKey: keyOf(failed),
    })
    expect(keyOf(failed)).toMatch(/^[0-9a-f-]{36}$/)

    // Another reply later, in a box opened afresh, is a different reply.
    view.unmount()
    renderWithQueries(<ReplyBox commentId="c-1" onClose={onClose} />)
    await user.type(screen.getByLabelText('Reply'), 'Welcome!')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2))
    const third = replies(api.requests)[2]
    expect(keyOf(third)).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(third)).not.toBe(keyOf(failed))
  })

  it('counts a private reply in bytes and holds back one over 1,000', async () => {
    const user = userEvent.setup()
    renderWithQueries(<ReplyBox commentId="c-1" privately onClose={vi.fn()} />)
    const box = screen.getByLabelText('Private reply')
    await user.click(box)
    await user.paste('기'.repeat(333))
    expect(screen.getByText('999 / 1,000 bytes')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send privately' })).toBeEnabled()
    await user.paste('🙏')
    expect(
      screen.getByText(
        'Private replies are limited to 1,000 bytes; this one is 1,003 (Korean and emoji take 3–4 bytes a character).',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send privately' })).toBeDisabled()
  })
})
