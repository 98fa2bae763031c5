import { screen } from '@testing-library/react'
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import type { TMe } from '@common/schemas/auth'
import { paths } from '@/config/paths'
import { startApiServer } from '../../test/api-server'
import { renderWithQueries } from '../../test/render'
import { RedirectSignedIn, RequireAdmin, RequireClient } from './guards'

const admin: TMe = {
  user: {
    id: 'u-1',
    email: 'admin@agency.org',
    name: 'Sam',
    role: 'admin',
    teamRole: 'owner',
    churchRole: null,
  },
  can: {
    manageTeam: true,
    manageOrganizations: true,
    deleteComments: true,
    deleteSavedReplies: true,
    manageBackups: true,
    readOutbox: true,
    manageRules: true,
    manageReportSettings: true,
    readReports: true,
    manageChurch: false,
    resetTwoFactor: false,
    manageAccounts: false,
  },
  twoFactor: { enabled: false, setupRequired: false },
  organization: null,
}
const client: TMe = {
  user: {
    id: 'u-2',
    email: 'office@grace.org',
    name: 'Ruth',
    role: 'client',
    teamRole: null,
    churchRole: 'owner',
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
    readReports: true,
    manageChurch: true,
    resetTwoFactor: false,
    manageAccounts: false,
  },
  twoFactor: { enabled: false, setupRequired: false },
  organization: { id: 'o-1', routeId: 'org-grace', name: 'Grace Church' },
}

function Where() {
  return <p>At {useLocation().pathname}</p>
}

// The app's guards around stand-in screens, with who is signed in answered over real HTTP.
async function open(path: string, me: TMe | null) {
  const api = await startApiServer((request) =>
    request.path === '/api/me' ? { status: 200, body: me } : { status: 404 },
  )
  close = api.close
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RedirectSignedIn>{<Outlet />}</RedirectSignedIn>}>
          <Route path={paths.login.path} element={<Where />} />
        </Route>
        <Route element={<RedirectSignedIn only="admin">{<Outlet />}</RedirectSignedIn>}>
          <Route path={paths.adminLogin.path} element={<Where />} />
        </Route>
        <Route element={<RequireClient>{<Outlet />}</RequireClient>}>
          <Route path={paths.portal.path} element={<Where />} />
        </Route>
        <Route element={<RequireAdmin>{<Outlet />}</RequireAdmin>}>
          <Route path={paths.dashboard.path} element={<Where />} />
          <Route path={paths.comments.path} element={<Where />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  )
  return screen.findByText(/^At /)
}

let close: (() => Promise<void>) | undefined
afterEach(() => close?.())

describe('route guards', () => {
  it.each([
    ['signed out, the portal', paths.portal.getHref(), null, paths.login.getHref()],
    ['signed out, an admin screen', paths.comments.getHref(), null, paths.adminLogin.getHref()],
    ['a church, an admin screen', paths.dashboard.getHref(), client, paths.adminLogin.getHref()],
    ['an admin, the portal', paths.portal.getHref(), admin, paths.dashboard.getHref()],
    ['a church, the client login', paths.login.getHref(), client, paths.portal.getHref()],
    ['an admin, the client login', paths.login.getHref(), admin, paths.dashboard.getHref()],
    ['an admin, the admin login', paths.adminLogin.getHref(), admin, paths.dashboard.getHref()],
  ])('%s: sent on to the right page', async (_who, path, me, expected) => {
    expect(await open(path, me)).toHaveTextContent(`At ${expected}`)
  })

  it.each([
    ['a church, its portal', paths.portal.getHref(), client],
    ['an admin, the inbox', paths.comments.getHref(), admin],
    ['signed out, the client login', paths.login.getHref(), null],
    ['a church, the admin login', paths.adminLogin.getHref(), client],
  ])('%s: the screen opens', async (_who, path, me) => {
    expect(await open(path, me)).toHaveTextContent(`At ${path}`)
  })
})
