import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { type ApiRequest, startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { filtersFromParams } from '../hooks/use-inbox-filters'
import { CommentsInbox } from './comments-inbox'

const ORG = '11111111-1111-4111-8111-111111111111'
const ACCOUNT_A = '22222222-2222-4222-8222-222222222222'
const ACCOUNT_B = '33333333-3333-4333-8333-333333333333'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

function Address() {
  const location = useLocation()
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>
}

// An Agent of the agency: works the inbox, deletes nothing.
const agent = {
  user: {
    id: 'u-1',
    email: 'sam@agency.test',
    name: 'Sam',
    role: 'admin',
    teamRole: 'agent',
    churchRole: null,
  },
  can: {
    manageTeam: false,
    manageOrganizations: false,
    deleteComments: false,
    deleteSavedReplies: false,
    manageBackups: false,
    readOutbox: false,
    manageRules: false,
    manageReportSettings: false,
    readReports: false,
    manageChurch: false,
    resetTwoFactor: false,
    manageAccounts: false,
  },
  twoFactor: { enabled: false, setupRequired: false },
  organization: null,
}

const counts = { open: 3, mine: 1, done: 2, responded: 4, hidden: 1, all: 10, capped: null }

async function renderInbox(address: string) {
  const api = await startApiServer((request) => {
    if (request.path === '/api/me') return { status: 200, body: agent }
    if (request.path.startsWith('/api/comments/counts')) return { status: 200, body: counts }
    if (request.path.startsWith('/api/comments'))
      return { status: 200, body: { items: [], nextCursor: null, searchedNewest: null } }
    if (request.path.startsWith('/api/accounts'))
      return {
        status: 200,
        body: {
          items: [
            {
              id: ACCOUNT_A,
              username: 'grace_youth',
              organizationName: 'Grace Church',
            },
          ],
          nextCursor: null,
        },
      }
    return { status: 200, body: { items: [], nextCursor: null } }
  })
  close = api.close
  renderWithQueries(
    <MemoryRouter initialEntries={[address]}>
      <CommentsInbox />
      <Address />
    </MemoryRouter>,
  )
  return api
}

const listRequests = (requests: ApiRequest[]) =>
  requests.filter((request) => /^\/api\/comments\?/.test(request.path)).map((r) => r.path)

describe('the inbox address', () => {
  it('reads every filter, leaving out what it cannot read, and old links still open', () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        `view=done&org=${ORG}&account=${ACCOUNT_A}&account=${ACCOUNT_B}&account=nope&assignee=me&from=2026-03-01&to=03/10/2026&q=%20amen%20&sort=oldest`,
      ),
    )
    expect(filters).toEqual({
      kind: 'comments',
      view: 'done',
      organizationIds: [ORG],
      accountIds: [ACCOUNT_A, ACCOUNT_B],
      postId: undefined,
      assignee: 'me',
      labelId: undefined,
      from: '2026-03-01',
      to: undefined,
      search: 'amen',
      sort: 'oldest',
      flag: undefined,
    })
    // The kind filter: messages, mentions or all; comments without one or with an unknown one.
    expect(filtersFromParams(new URLSearchParams('kind=messages')).kind).toBe('messages')
    expect(filtersFromParams(new URLSearchParams('kind=nope')).kind).toBe('comments')
    // Only comments have a Hidden view.
    expect(filtersFromParams(new URLSearchParams('kind=messages&view=hidden')).view).toBe('open')
    expect(filtersFromParams(new URLSearchParams('status=pending&search=hi'))).toMatchObject({
      view: 'open',
      search: 'hi',
    })
    // Without a view, Open: the work still to do, no hidden comments (decision 079).
    expect(filtersFromParams(new URLSearchParams('')).view).toBe('open')
    expect(filtersFromParams(new URLSearchParams('view=all')).view).toBe('all')
  })

  it('asks the server for the view and filters in the address, and shows each view with its count', async () => {
    const api = await renderInbox(
      `/comments?view=open&account=${ACCOUNT_A}&account=${ACCOUNT_B}&sort=oldest&q=amen`,
    )
    await waitFor(() => expect(listRequests(api.requests).length).toBeGreaterThan(0))
    const [first] = listRequests(api.requests)
    const query = new URLSearchParams(first!.split('?')[1])
    expect(query.get('view')).toBe('open')
    expect(query.getAll('accountId')).toEqual([ACCOUNT_A, ACCOUNT_B])
    expect(query.get('sort')).toBe('oldest')
    expect(query.get('search')).toBe('amen')
    // The counts come last of the page's eight requests: give them time on a busy machine.
    expect(
      await screen.findByRole('tab', { name: /Open\s*\(3\)/ }, { timeout: 5000 }),
    ).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: /Assigned to me\s*\(1\)/ })).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: /Remove filter: Account: @grace_youth/ }),
    ).toBeVisible()
  })

  it('writes a tab, a removed account and the sort into the address', async () => {
    await renderInbox(`/comments?account=${ACCOUNT_A}`)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: /Done/ }))
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('view=done'))
    await user.click(screen.getByRole('button', { name: /^More filters/ }))
    await user.selectOptions(screen.getByLabelText('Sort'), 'oldest')
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('sort=oldest'))
    await user.click(
      await screen.findByRole('button', { name: /Remove filter: Account: @grace_youth/ }),
    )
    await waitFor(() => expect(screen.getByLabelText('address')).not.toHaveTextContent(ACCOUNT_A))
    expect(screen.getByLabelText('address')).toHaveTextContent('view=done')
  })

  it('adds an account picked from the server search', async () => {
    const api = await renderInbox('/comments')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'More filters' }))
    await user.type(screen.getByRole('combobox', { name: 'Filter by account' }), 'grace')
    await waitFor(() =>
      expect(
        api.requests.some((request) => request.path.includes('/api/accounts?search=grace')),
      ).toBe(true),
    )
    await user.click(await screen.findByRole('option', { name: /@grace_youth/ }))
    await waitFor(() =>
      expect(screen.getByLabelText('address')).toHaveTextContent(`account=${ACCOUNT_A}`),
    )
    expect(
      api.requests.some((request) => request.path.includes('/api/accounts?search=grace')),
    ).toBe(true)
  })
  it('opens on Open, words its search by kind and counts the folded filters in force', async () => {
    const api = await renderInbox(`/comments?account=${ACCOUNT_A}&sort=oldest`)
    const user = userEvent.setup()
    await waitFor(() => expect(listRequests(api.requests).length).toBeGreaterThan(0))
    expect(new URLSearchParams(listRequests(api.requests)[0]!.split('?')[1]).get('view')).toBe(
      'open',
    )
    expect(await screen.findByRole('tab', { name: /^Open/ })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const more = screen.getByRole('button', { name: 'More filters (2)' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    expect(
      screen.getByRole('combobox', { name: 'Filter by account', hidden: true }),
    ).not.toBeVisible()
    expect(screen.getByRole('searchbox', { name: 'Search comments...' })).toBeInTheDocument()
    for (const [kind, words] of [
      ['Messages', 'Search messages...'],
      ['Mentions', 'Search mentions...'],
      ['All', 'Search...'],
    ] as const) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${kind}`) }))
      expect(await screen.findByRole('searchbox', { name: words })).toBeInTheDocument()
    }
    // All is a view named in the address; Open, the opening view, needs no name.
    await user.click(screen.getByRole('tab', { name: /^All/ }))
    await waitFor(() => expect(screen.getByLabelText('address')).toHaveTextContent('view=all'))
    await user.click(screen.getByRole('tab', { name: /^Open/ }))
    await waitFor(() => expect(screen.getByLabelText('address')).not.toHaveTextContent('view='))
  })
})
