import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { ExportCsvLink } from './export-csv-link'

const ORG = '11111111-1111-4111-8111-111111111111'

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

async function renderLink(readReports: boolean) {
  const api = await startApiServer((request) =>
    request.path === '/api/me'
      ? {
          status: 200,
          body: {
            user: { id: 'u-1', email: 'a@agency.test', name: 'A', role: 'admin' },
            can: { readReports },
            organization: null,
          },
        }
      : { status: 404, body: {} },
  )
  close = api.close
  renderWithQueries(
    <ExportCsvLink
      filters={{
        view: 'open',
        organizationIds: [ORG],
        accountIds: [],
        search: 'amen, pray',
        sort: 'oldest',
      }}
    />,
  )
  return api
}

describe('Export CSV on the inbox', () => {
  it("links the export to the inbox's view, filters and order for those who may export", async () => {
    await renderLink(true)
    const link = await screen.findByRole('link', { name: 'Export CSV' })
    expect(link.getAttribute('href')).toBe(
      `/api/exports/comments.csv?view=open&organizationId=${ORG}&search=amen%2C+pray&sort=oldest`,
    )
    expect(link.hasAttribute('download')).toBe(true)
  })

  it('is not offered to an Agent, whom the server refuses', async () => {
    const api = await renderLink(false)
    await expect.poll(() => api.requests.some((r) => r.path === '/api/me')).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull()
  })
})
