import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { useInboxFilters } from '../hooks/use-inbox-filters'
import { InboxFilterBar } from './inbox-filter-bar'

const ACCOUNT = '22222222-2222-4222-8222-222222222222'
const POST = '44444444-4444-4444-8444-444444444444'
const LABEL = '55555555-5555-4555-8555-555555555555'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

function Address() {
  const location = useLocation()
  return <output aria-label="address">{location.search}</output>
}

function Bar() {
  return <InboxFilterBar inbox={useInboxFilters()} />
}

const post = {
  id: POST,
  accountId: ACCOUNT,
  accountUsername: 'grace_youth',
  caption: 'Easter sunrise service on the hill',
  imageUrl: null,
  postedAt: '2026-04-05T06:00:00.000Z',
}

async function renderBar(address: string) {
  const api = await startApiServer((request) => {
    // Signed out: the bar offers no export, which needs a signed-in reader of reports.
    if (request.path === '/api/me') return { status: 200, body: null }
    if (request.path.startsWith('/api/labels'))
      return { status: 200, body: { items: [{ id: LABEL, name: 'Prayer', color: 'purple' }] } }
    if (request.path.startsWith('/api/posts'))
      return { status: 200, body: { items: [post], nextCursor: null } }
    if (request.path.startsWith('/api/accounts'))
      return {
        status: 200,
        body: {
          items: [{ id: ACCOUNT, username: 'grace_youth', organizationName: 'Grace' }],
          nextCursor: null,
        },
      }
    return { status: 200, body: { items: [], nextCursor: null } }
  })
  close = api.close
  renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <Bar />
      <Address />
    </MemoryRouter>,
  )
  return api
}

describe('the label and post filters', () => {
  it('finds a label by name and keeps it in the address, with the chip naming it', async () => {
    await renderBar('/comments')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^More filters/ }))
    await user.type(screen.getByRole('combobox', { name: 'Filter by label' }), 'pra')
    await user.click(await screen.findByRole('option', { name: 'Prayer' }))
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent(`label=${LABEL}`),
    )
    expect(
      await screen.findByRole('button', { name: 'Remove filter: Label: Prayer' }),
    ).toBeVisible()
  })

  it("searches the posts of the inbox's accounts on the server and filters by the one picked", async () => {
    const api = await renderBar(`/comments?account=${ACCOUNT}`)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: /^More filters/ }))
    await user.type(screen.getByRole('combobox', { name: 'Filter by post' }), 'easter')
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.path.startsWith('/api/posts?') &&
            new URLSearchParams(request.path.split('?')[1]).get('search') === 'easter' &&
            new URLSearchParams(request.path.split('?')[1]).get('accountId') === ACCOUNT,
        ),
      ).toBe(true),
    )
    await user.click(await screen.findByRole('option', { name: /Easter sunrise service/ }))
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent(`post=${POST}`))
    expect(
      await screen.findByRole('button', {
        name: 'Remove filter: Post: Easter sunrise service on the hill',
      }),
    ).toBeVisible()
  })

  it('counts the folded filters on the More filters button', async () => {
    await renderBar(`/comments?account=${ACCOUNT}&label=${LABEL}&sort=oldest`)
    const button = screen.getByRole('button', { name: /^More filters/ })
    expect(button).toHaveTextContent('More filters (3)')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByLabelText('Sort')).not.toBeVisible()
    await userEvent.setup().click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByLabelText('Sort')).toBeVisible()
  })
})
