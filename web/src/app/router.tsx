import { type ComponentType, lazy, type ReactNode } from 'react'
import { BrowserRouter, matchPath, Outlet, Route, Routes, StaticRouter } from 'react-router'
import { AppShell } from '@/app/layouts/app-shell'
import { paths } from '@/config/paths'
import { RedirectSignedIn, RequireAdmin, RequireClient, RequireUser } from './guards'

const loaders: { path: string; load: () => Promise<unknown> }[] = []

function page<Name extends string>(
  path: string,
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  loaders.push({ path, load })
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

// Every screen is its own chunk, loaded the first time someone opens it, so the public pages a
// church secretary opens on a phone never download the agency's admin screens (decision 024).
const LandingRoute = page(paths.home.path, () => import('./routes/landing'), 'LandingRoute')
const LoginRoute = page(paths.login.path, () => import('./routes/login'), 'LoginRoute')
const AdminLoginRoute = page(
  paths.adminLogin.path,
  () => import('./routes/admin-login'),
  'AdminLoginRoute',
)
const CreateAdminRoute = page(
  paths.createAdmin.path,
  () => import('./routes/create-admin'),
  'CreateAdminRoute',
)
const PortalRoute = page(paths.portal.path, () => import('./routes/portal'), 'PortalRoute')
const ConversationsRoute = page(
  paths.conversations.path,
  () => import('./routes/conversations'),
  'ConversationsRoute',
)
const PastoralCareRoute = page(
  paths.pastoralCare.path,
  () => import('./routes/pastoral-care'),
  'PastoralCareRoute',
)
const ApprovalsRoute = page(
  paths.approvals.path,
  () => import('./routes/approvals'),
  'ApprovalsRoute',
)
const MediaLibraryRoute = page(
  paths.mediaLibrary.path,
  () => import('./routes/media-library'),
  'MediaLibraryRoute',
)
const OrganizationMediaRoute = page(
  paths.organizationMedia.path,
  () => import('./routes/media-library'),
  'OrganizationMediaRoute',
)
const PortalCalendarRoute = page(
  paths.portalCalendar.path,
  () => import('./routes/portal-calendar'),
  'PortalCalendarRoute',
)
const CalendarRoute = page(paths.calendar.path, () => import('./routes/calendar'), 'CalendarRoute')
const NewPostRoute = page(paths.newPost.path, () => import('./routes/post-editor'), 'NewPostRoute')
const PostRoute = page(paths.post.path, () => import('./routes/post-editor'), 'PostRoute')
const InstagramCallbackRoute = page(
  paths.instagramCallback.path,
  () => import('./routes/instagram-callback'),
  'InstagramCallbackRoute',
)
const DashboardRoute = page(
  paths.dashboard.path,
  () => import('./routes/dashboard'),
  'DashboardRoute',
)
const OrganizationsRoute = page(
  paths.organizations.path,
  () => import('./routes/organizations'),
  'OrganizationsRoute',
)
const OrganizationRoute = page(
  paths.organization.path,
  () => import('./routes/organization'),
  'OrganizationRoute',
)
const AccountsRoute = page(paths.accounts.path, () => import('./routes/accounts'), 'AccountsRoute')
const AccountRoute = page(paths.account.path, () => import('./routes/account'), 'AccountRoute')
const CommentsRoute = page(paths.comments.path, () => import('./routes/comments'), 'CommentsRoute')
const ReportsRoute = page(paths.reports.path, () => import('./routes/reports'), 'ReportsRoute')
const PortalReportsRoute = page(
  paths.portalReports.path,
  () => import('./routes/portal-reports'),
  'PortalReportsRoute',
)
const ReportPrintRoute = page(
  paths.reportPrint.path,
  () => import('./routes/report-print'),
  'ReportPrintRoute',
)
const BackupSettingsRoute = page(
  paths.backupSettings.path,
  () => import('./routes/backup-settings'),
  'BackupSettingsRoute',
)
const ReportSettingsRoute = page(
  paths.reportSettings.path,
  () => import('./routes/report-settings'),
  'ReportSettingsRoute',
)
const ForgotPasswordRoute = page(
  paths.forgotPassword.path,
  () => import('./routes/forgot-password'),
  'ForgotPasswordRoute',
)
const ResetPasswordRoute = page(
  paths.resetPassword.path,
  () => import('./routes/reset-password'),
  'ResetPasswordRoute',
)
const AccountSettingsRoute = page(
  paths.accountSettings.path,
  () => import('./routes/account-settings'),
  'AccountSettingsRoute',
)
const OutboxRoute = page(paths.outbox.path, () => import('./routes/outbox'), 'OutboxRoute')
const TeamSettingsRoute = page(
  paths.teamSettings.path,
  () => import('./routes/team-settings'),
  'TeamSettingsRoute',
)
const SavedRepliesRoute = page(
  paths.savedReplies.path,
  () => import('./routes/saved-replies'),
  'SavedRepliesRoute',
)
const RulesRoute = page(paths.rules.path, () => import('./routes/rules'), 'RulesRoute')
const AcceptInvitationRoute = page(
  paths.acceptInvitation.path,
  () => import('./routes/accept-invitation'),
  'AcceptInvitationRoute',
)
const PrivacyPolicyRoute = page(
  paths.privacyPolicy.path,
  () => import('./routes/privacy-policy'),
  'PrivacyPolicyRoute',
)
const DataDeletionRoute = page(
  paths.dataDeletion.path,
  () => import('./routes/data-deletion'),
  'DataDeletionRoute',
)
const TermsRoute = page(paths.terms.path, () => import('./routes/terms'), 'TermsRoute')
const NotFoundRoute = page('*', () => import('./routes/not-found'), 'NotFoundRoute')

// TanStack Query and the app's cache wrap only the signed-in screens: the public pages never load
// it (decision 050). The screens themselves import Query, so it arrives with their code.
const loadQueries = () => import('./query-provider')
const WithQueries = lazy(loadQueries)

// The opened screen's code is fetched at once, alongside the who-is-signed-in request, rather
// than after it (the shell waits for that answer before rendering any screen).
// (Not while the build prerenders a page: there is no window then.)
if (typeof window !== 'undefined') {
  const opened = loaders.find(
    ({ path }) => path !== '*' && matchPath(path, window.location.pathname),
  )
  void (opened ?? loaders.find(({ path }) => path === '*'))?.load()
}

// A guard around a group of routes: it decides before any of their code is fetched.
const guarded = (guard: (outlet: ReactNode) => ReactNode) => guard(<Outlet />)

// `location` is given only when the build prerenders a page (web/src/prerender.tsx).
export function AppRouter({ location }: { location?: string }) {
  const routes = (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={paths.home.path} element={<LandingRoute />} />
        <Route
          element={guarded((outlet) => (
            <RedirectSignedIn>{outlet}</RedirectSignedIn>
          ))}
        >
          <Route path={paths.login.path} element={<LoginRoute />} />
        </Route>
        <Route
          element={guarded((outlet) => (
            <RedirectSignedIn only="admin">{outlet}</RedirectSignedIn>
          ))}
        >
          <Route path={paths.adminLogin.path} element={<AdminLoginRoute />} />
          <Route path={paths.createAdmin.path} element={<CreateAdminRoute />} />
        </Route>
        <Route
          element={guarded((outlet) => (
            <RequireClient>
              <WithQueries>{outlet}</WithQueries>
            </RequireClient>
          ))}
        >
          <Route path={paths.portal.path} element={<PortalRoute />} />
          <Route path={paths.conversations.path} element={<ConversationsRoute />} />
          <Route path={paths.pastoralCare.path} element={<PastoralCareRoute />} />
          <Route path={paths.approvals.path} element={<ApprovalsRoute />} />
          <Route path={paths.mediaLibrary.path} element={<MediaLibraryRoute />} />
          <Route path={paths.portalCalendar.path} element={<PortalCalendarRoute />} />
          <Route path={paths.portalReports.path} element={<PortalReportsRoute />} />
          <Route path={paths.instagramCallback.path} element={<InstagramCallbackRoute />} />
        </Route>
        <Route
          element={guarded((outlet) => (
            <RequireAdmin>
              <WithQueries>{outlet}</WithQueries>
            </RequireAdmin>
          ))}
        >
          <Route path={paths.dashboard.path} element={<DashboardRoute />} />
          <Route path={paths.organizations.path} element={<OrganizationsRoute />} />
          <Route path={paths.organization.path} element={<OrganizationRoute />} />
          <Route path={paths.organizationMedia.path} element={<OrganizationMediaRoute />} />
          <Route path={paths.accounts.path} element={<AccountsRoute />} />
          {/* Admins only for now; the API already lets a church read its own account. */}
          <Route path={paths.account.path} element={<AccountRoute />} />
          <Route path={paths.comments.path} element={<CommentsRoute />} />
          <Route path={paths.comment.path} element={<CommentsRoute />} />
          <Route path={paths.calendar.path} element={<CalendarRoute />} />
          <Route path={paths.newPost.path} element={<NewPostRoute />} />
          <Route path={paths.post.path} element={<PostRoute />} />
          <Route path={paths.directConversation.path} element={<CommentsRoute />} />
          <Route path={paths.reports.path} element={<ReportsRoute />} />
          <Route path={paths.backupSettings.path} element={<BackupSettingsRoute />} />
          <Route path={paths.reportSettings.path} element={<ReportSettingsRoute />} />
          <Route path={paths.outbox.path} element={<OutboxRoute />} />
          <Route path={paths.teamSettings.path} element={<TeamSettingsRoute />} />
          <Route path={paths.savedReplies.path} element={<SavedRepliesRoute />} />
          <Route path={paths.rules.path} element={<RulesRoute />} />
        </Route>
        <Route
          element={guarded((outlet) => (
            <RequireUser>
              <WithQueries>{outlet}</WithQueries>
            </RequireUser>
          ))}
        >
          <Route path={paths.accountSettings.path} element={<AccountSettingsRoute />} />
          <Route path={paths.reportPrint.path} element={<ReportPrintRoute />} />
        </Route>
        {/* Open signed in or out: a reset link may be followed on any device. */}
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={paths.acceptInvitation.path} element={<AcceptInvitationRoute />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
        <Route path={paths.dataDeletion.path} element={<DataDeletionRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  )
  if (location !== undefined) return <StaticRouter location={location}>{routes}</StaticRouter>
  return <BrowserRouter>{routes}</BrowserRouter>
}
