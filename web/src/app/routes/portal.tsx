import {
  CalendarDays,
  ChartLine,
  ClipboardCheck,
  HeartHandshake,
  Images,
  MessagesSquare,
  Pencil,
} from 'lucide-react'
import { Link } from 'react-router'
import { useSignOutFlow } from '@/app/layouts/use-sign-out-flow'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { AccountsSection } from '@/features/accounts/components/accounts-section'
import { MembersCard } from '@/features/invitations/components/members-card'
import { useMe } from '@/lib/me'
import { useOrganization } from '@/features/organizations/api/get-organization'
import { ExportDataButton } from '@/features/organizations/components/export-data-button'
import { EditOrganizationDialog } from '@/features/organizations/components/edit-organization-dialog'
import { OrganizationDetailsCard } from '@/features/organizations/components/organization-details-card'
import { BusinessHoursCard } from '@/features/reports/components/business-hours-card'
import { usePageTitle } from '@/lib/page-title'
import { paths } from '@/config/paths'
import { PastoralCareCard } from '@/features/pastoral/components/pastoral-care-card'
import { ApprovalSettingsCard } from '@/features/approvals/components/approval-settings-card'
import { HiddenWordsCard } from '@/features/rules/components/hidden-words-card'
import { MessagePrivacyCard } from '@/features/conversations/components/message-privacy-card'

export function PortalRoute() {
  const me = useMe()
  const signOut = useSignOutFlow()
  const routeId = me.data?.organization?.routeId
  const organization = useOrganization(routeId)
  // The fetched organization is the truth; the session's copy may predate a rename.
  const name = organization.data?.name || me.data?.organization?.name || 'Unnamed Organization'
  usePageTitle(name)

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h1 className="break-words text-3xl font-bold tracking-tight">{name} Portal</h1>
          <p className="text-muted-foreground">Manage your Instagram accounts</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.conversations.getHref()}>
              <MessagesSquare aria-hidden /> Conversations
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.pastoralCare.getHref()}>
              <HeartHandshake aria-hidden /> Pastoral care
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.approvals.getHref()}>
              <ClipboardCheck aria-hidden /> Approvals
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.portalCalendar.getHref()}>
              <CalendarDays aria-hidden /> Posts
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.mediaLibrary.getHref()}>
              <Images aria-hidden /> Media library
            </Link>
          </Button>
          {organization.data ? (
            <EditOrganizationDialog
              editor="church"
              organization={organization.data}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden /> Edit Organization
                </Button>
              }
            />
          ) : null}
          <Button asChild variant="outline">
            <Link to={paths.portalReports.getHref()}>
              <ChartLine aria-hidden /> Reports
            </Link>
          </Button>
          {routeId && me.data?.can.manageChurch ? (
            <ExportDataButton routeId={routeId} label="Download Our Data" />
          ) : null}
          <Button variant="outline" onClick={signOut}>
            Logout
          </Button>
        </div>
      </div>
      {organization.data ? (
        <OrganizationDetailsCard organization={organization.data} title={`${name} Details`} />
      ) : organization.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load organization data. {organization.error.message}
        </p>
      ) : (
        <Skeleton className="h-40 w-full rounded-xl" />
      )}
      {routeId ? <AccountsSection routeId={routeId} /> : null}
      {routeId ? <MembersCard routeId={routeId} /> : null}
      {routeId ? (
        <PastoralCareCard routeId={routeId} canEdit={me.data?.can.manageChurch ?? false} />
      ) : null}
      {routeId ? (
        <ApprovalSettingsCard routeId={routeId} canEdit={me.data?.can.manageChurch ?? false} />
      ) : null}
      {routeId ? (
        <BusinessHoursCard routeId={routeId} canEdit={me.data?.can.manageChurch ?? false} />
      ) : null}
      {/* The Owner decides who else reads direct messages; the setting is theirs alone. */}
      {routeId && me.data?.user.churchRole === 'owner' ? (
        <MessagePrivacyCard routeId={routeId} canEdit />
      ) : null}
      {routeId ? (
        <HiddenWordsCard routeId={routeId} canEdit={me.data?.user.churchRole === 'owner'} />
      ) : null}
    </div>
  )
}
