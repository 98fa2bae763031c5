import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { LabelPicker } from './label-picker'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

const prayer = { id: 'l-1', name: 'Prayer', color: 'blue' }

async function renderPicker() {
  const api = await startApiServer((request) => {
    const url = new URL(`http://x${request.path}`)
    if (request.method === 'GET' && url.pathname === '/api/labels') {
      const search = url.searchParams.get('search') ?? ''
      const items = 'prayer'.startsWith(search.toLowerCase()) ? [prayer] : []
      return { status: 200, body: { items, nextCursor: null } }
    }
    if (request.method === 'POST' && request.path === '/api/labels') {
      return { status: 201, body: { id: 'l-2', name: 'Follow up', color: 'blue' } }
    }
    return { status: 200, body: prayer }
  })
  close = api.close
  renderWithQueries(<LabelPicker commentId="c-1" labels={[]} onAnnounce={() => {}} />)
  await userEvent.click(screen.getByRole('button', { name: 'Label' }))
  return api
}

describe('the label picker', () => {
  it('creates the typed label with Enter', async () => {
    const api = await renderPicker()
    const box = screen.getByLabelText('Find or create a label')
    await userEvent.type(box, 'Follow up')
    await screen.findByRole('button', { name: /Create “Follow up”/ })
    await userEvent.type(box, '{Enter}')
    await waitFor(() =>
      expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/labels')).toEqual([
        expect.objectContaining({ body: { name: 'Follow up', color: 'blue' } }),
      ]),
    )
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'PUT' && r.path.endsWith('/labels/l-2'))).toBe(
        true,
      ),
    )
  })

  it('adds an existing label of that name with Enter rather than making a second', async () => {
    const api = await renderPicker()
    const box = screen.getByLabelText('Find or create a label')
    await userEvent.type(box, 'prayer')
    await screen.findByRole('button', { name: 'Prayer', pressed: false })
    await userEvent.type(box, '{Enter}')
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'PUT' && r.path.endsWith('/labels/l-1'))).toBe(
        true,
      ),
    )
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/labels')).toEqual([])
  })
})
