import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ApiRequest, startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { ReplyBox } from './reply-box'

const savedReply = {
  id: 'sr-1',
  title: 'Service times',
  text: 'Hi {commenter.username}! {church.name} meets {church.service_times}. Call {church.phone}.',
  language: 'English',
  suggestForCrisis: false,
  createdBy: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
}
const variables = {
  church: {
    name: 'Grace Chapel',
    website: '',
    phone: '',
    address: '',
    contact: '',
    serviceTimes: 'Sundays at 10:00',
  },
  commenter: { username: 'maria' },
}

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

function answer(request: ApiRequest) {
  if (request.path.startsWith('/api/saved-replies'))
    return { status: 200, body: { items: [savedReply] } }
  if (request.path.endsWith('/reply-variables')) return { status: 200, body: variables }
  return {
    status: 202,
    body: {
      id: 'out-1',
      kind: 'reply',
      status: 'queued',
      message: (request.body as { message: string }).message,
      lastError: null,
      createdAt: new Date().toISOString(),
      sentAt: null,
    },
  }
}

describe('saved replies in the reply box', () => {
  it('inserts the filled text, flags a variable without a value and holds Send until it is gone', async () => {
    const api = await startApiServer(answer)
    close = api.close
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithQueries(<ReplyBox commentId="c-1" onClose={onClose} />)

    await user.click(screen.getByRole('button', { name: 'Saved replies' }))
    const search = screen.getByRole('combobox', { name: 'Search saved replies' })
    await user.type(search, 'serv')
    await screen.findByRole('option', { name: /Service times/ })
    await user.keyboard('{Enter}')

    const box = screen.getByLabelText('Reply')
    await waitFor(() =>
      expect(box).toHaveValue(
        'Hi @maria! Grace Chapel meets Sundays at 10:00. Call {church.phone}.',
      ),
    )
    expect(
      await screen.findByText(
        '{church.phone} has no value for Grace Chapel: fill it in or edit it out',
      ),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    // Ctrl+Enter does not send it either.
    await user.click(box)
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0)

    await user.clear(box)
    await user.type(box, 'Hi @maria! Grace Chapel meets Sundays at 10:00. Call 555 0101.')
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
    await user.keyboard('{Control>}{Enter}{/Control}')
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    const sent = api.requests.find((r) => r.method === 'POST')
    expect(sent?.path).toBe('/api/comments/c-1/replies')
    expect((sent?.body as { message: string }).message).toBe(
      'Hi @maria! Grace Chapel meets Sundays at 10:00. Call 555 0101.',
    )
  })

  it('inserts the reply typed for when Enter comes before the search has answered', async () => {
    const other = { ...savedReply, id: 'sr-0', title: 'Prayer', text: 'We are praying for you.' }
    const api = await startApiServer((request) => {
      if (request.path === '/api/saved-replies')
        return { status: 200, body: { items: [other, savedReply] } }
      // The search is asked for only 200 ms after the last key: Enter comes before that.
      if (request.path.startsWith('/api/saved-replies?'))
        return { status: 200, body: { items: [savedReply] } }
      return answer(request)
    })
    close = api.close
    const user = userEvent.setup()
    renderWithQueries(<ReplyBox commentId="c-1" onClose={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Saved replies' }))
    await screen.findByRole('option', { name: /Prayer/ })
    await user.type(screen.getByRole('combobox', { name: 'Search saved replies' }), 'service')
    await user.keyboard('{Enter}')
    await waitFor(() =>
      expect(screen.getByLabelText('Reply')).toHaveValue(
        'Hi @maria! Grace Chapel meets Sundays at 10:00. Call {church.phone}.',
      ),
    )
  })

  it('closes the picker with Escape, and the box with a second Escape', async () => {
    const api = await startApiServer(answer)
    close = api.close
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithQueries(<ReplyBox commentId="c-1" onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Saved replies' }))
    await screen.findByRole('option', { name: /Service times/ })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(onClose).not.toHaveBeenCalled()
    await user.click(screen.getByLabelText('Reply'))
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('sends a private reply to the private-replies route', async () => {
    const api = await startApiServer(answer)
    close = api.close
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithQueries(<ReplyBox commentId="c-1" username="maria" privately onClose={onClose} />)
    await user.type(screen.getByLabelText('Private reply to @maria'), 'We are praying for you')
    await user.click(screen.getByRole('button', { name: 'Send privately' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
    expect(api.requests.find((r) => r.method === 'POST')?.path).toBe(
      '/api/comments/c-1/private-replies',
    )
  })
})
