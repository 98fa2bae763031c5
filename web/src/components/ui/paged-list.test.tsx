import { useInfiniteQuery } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { api } from '@/lib/api-client'
import { type ApiReply, startApiServer } from '../../../test/api-server'
import { renderWithQueries } from '../../../test/render'
import { PagedList } from './paged-list'

interface Page {
  items: { id: string; name: string }[]
  nextCursor: string | null
}

function Churches() {
  const query = useInfiniteQuery({
    queryKey: ['test-churches'],
    queryFn: ({ pageParam }) => api.get<Page>(`/api/churches?cursor=${pageParam}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    retry: false,
  })
  return (
    <PagedList
      query={query}
      error={{ title: 'Error', message: 'Failed to load churches.' }}
      loading={<p>Loading churches...</p>}
      empty={<p>No churches yet</p>}
      className="grid"
      getKey={(church) => church.id}
      renderItem={(church) => church.name}
    />
  )
}

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function serve(answers: ApiReply[]) {
  const api = await startApiServer(() => answers.shift() ?? { status: 500 })
  close = api.close
}

describe('PagedList', () => {
  it('shows the items a page at a time with Show more, until the last page', async () => {
    await serve([
      { status: 200, body: { items: [{ id: '1', name: 'Grace Church' }], nextCursor: 'c1' } },
      { status: 200, body: { items: [{ id: '2', name: 'St. Mark' }], nextCursor: null } },
    ])
    renderWithQueries(<Churches />)
    expect(screen.getByText('Loading churches...')).toBeInTheDocument()
    expect(await screen.findByRole('listitem')).toHaveTextContent('Grace Church')

    await userEvent.click(screen.getByRole('button', { name: 'Show more' }))
    expect(await screen.findByText('St. Mark')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
  })

  it('shows the empty state for an empty answer', async () => {
    await serve([{ status: 200, body: { items: [], nextCursor: null } }])
    renderWithQueries(<Churches />)
    expect(await screen.findByText('No churches yet')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows a failed first load with the server’s reason, and Try again loads it', async () => {
    await serve([
      { status: 503, body: { code: 'UNAVAILABLE', message: 'The database is restarting.' } },
      { status: 200, body: { items: [{ id: '1', name: 'Grace Church' }], nextCursor: null } },
    ])
    renderWithQueries(<Churches />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load churches. The database is restarting.')

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('listitem')).toHaveTextContent('Grace Church')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
