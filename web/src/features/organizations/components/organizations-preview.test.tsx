import { screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { forgetMe } from '@/lib/me'
import { startApiServer } from '../../../../test/api-server'
import { renderWithQueries } from '../../../../test/render'
import { OrganizationsPreview } from './organizations-preview'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  forgetMe()
})

async function renderAs(manageOrganizations: boolean) {
  const api = await startApiServer((request) =>
    request.path === '/api/me'
      ? {
          status: 200,
          body: {
            user: { id: 'u-1', name: 'Sam', role: 'admin', teamRole: 'agent' },
            can: { manageOrganizations },
            twoFactor: { enabled: false, setupRequired: false },
          },
        }
      : {
          status: 200,
          body: {
            items: [{ id: 'o-1', routeId: 'grace', name: 'Grace Chapel' }],
            nextCursor: null,
          },
        },
  )
  close = api.close
  renderWithQueries(
    <MemoryRouter>
      <OrganizationsPreview />
    </MemoryRouter>,
  )
}

describe("the dashboard's Organizations card", () => {
  it('does not offer an Agent Add Organization, which the server would refuse', async () => {
    await renderAs(false)
    expect(await screen.findByText('Grace Chapel')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Add Organization' })).toBeNull()
  })

  it('offers it to those who may add organizations', async () => {
    await renderAs(true)
    expect(await screen.findByRole('button', { name: 'Add Organization' })).toBeVisible()
  })
})
