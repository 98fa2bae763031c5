import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppShell } from '@/components/layouts/app-shell'
import { paths } from '@/config/paths'
import { RedirectSignedIn, RequireAdmin, RequireClient } from './guards'
import { AdminLoginRoute } from './routes/admin-login'
import { CommentsRoute } from './routes/comments'
import { CreateAdminRoute } from './routes/create-admin'
import { AccountRoute } from './routes/account'
import { AccountsRoute } from './routes/accounts'
import { DashboardRoute } from './routes/dashboard'
import { DataDeletionRoute } from './routes/data-deletion'
import { InstagramCallbackRoute } from './routes/instagram-callback'
import { LandingRoute } from './routes/landing'
import { LoginRoute } from './routes/login'
import { NotFoundRoute } from './routes/not-found'
import { BackupSettingsRoute } from './routes/backup-settings'
import { OrganizationRoute } from './routes/organization'
import { OrganizationsRoute } from './routes/organizations'
import { PortalRoute } from './routes/portal'
import { PrivacyPolicyRoute } from './routes/privacy-policy'
import { TermsRoute } from './routes/terms'

const router = createBrowserRouter([
  {
    element: <AppShell />,
    children: [
      { path: paths.home.path, element: <LandingRoute /> },
      {
        path: paths.login.path,
        element: (
          <RedirectSignedIn>
            <LoginRoute />
          </RedirectSignedIn>
        ),
      },
      {
        path: paths.adminLogin.path,
        element: (
          <RedirectSignedIn only="admin">
            <AdminLoginRoute />
          </RedirectSignedIn>
        ),
      },
      {
        path: paths.createAdmin.path,
        element: (
          <RedirectSignedIn only="admin">
            <CreateAdminRoute />
          </RedirectSignedIn>
        ),
      },
      {
        path: paths.portal.path,
        element: (
          <RequireClient>
            <PortalRoute />
          </RequireClient>
        ),
      },
      {
        path: paths.dashboard.path,
        element: (
          <RequireAdmin>
            <DashboardRoute />
          </RequireAdmin>
        ),
      },
      {
        path: paths.organizations.path,
        element: (
          <RequireAdmin>
            <OrganizationsRoute />
          </RequireAdmin>
        ),
      },
      {
        path: paths.organization.path,
        element: (
          <RequireAdmin>
            <OrganizationRoute />
          </RequireAdmin>
        ),
      },
      {
        path: paths.accounts.path,
        element: (
          <RequireAdmin>
            <AccountsRoute />
          </RequireAdmin>
        ),
      },
      {
        // Admins only for now; the API already lets a church read its own account.
        path: paths.account.path,
        element: (
          <RequireAdmin>
            <AccountRoute />
          </RequireAdmin>
        ),
      },
      {
        path: paths.instagramCallback.path,
        element: (
          <RequireClient>
            <InstagramCallbackRoute />
          </RequireClient>
        ),
      },
      {
        path: paths.comments.path,
        element: (
          <RequireAdmin>
            <CommentsRoute />
          </RequireAdmin>
        ),
      },
      {
        path: paths.backupSettings.path,
        element: (
          <RequireAdmin>
            <BackupSettingsRoute />
          </RequireAdmin>
        ),
      },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyRoute /> },
      { path: paths.dataDeletion.path, element: <DataDeletionRoute /> },
      { path: paths.terms.path, element: <TermsRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])

export function AppRouter() {
  return <RouterProvider router={router} />
}
