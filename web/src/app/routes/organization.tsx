import { Images, SearchX } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { BackLink } from '@/components/ui/back-link'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryLadder } from '@/components/ui/query-ladder'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { AccountGrid } from '@/features/accounts/components/account-grid'
import { MembersCard } from '@/features/invitations/components/members-card'
import { ApprovalSettingsCard } from '@/features/approvals/components/approval-settings-card'
import { MessagePrivacyCard } from '@/features/conversations/components/message-privacy-card'
import { useOrganization } from '@/features/organizations/api/get-organization'
import { OrganizationOverview } from '@/features/organizations/components/organization-overview'
import { BusinessHoursCard } from '@/features/reports/components/business-hours-card'
import { PublishingSettingsCard } from '@/features/publishing/components/publishing-settings-card'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

export function OrganizationRoute() {
  const routeId = useParams().organizationId ?? ''
  const organization = useOrganization(routeId)
  // Agents read the business hours; Owners and Admins set them.
  const canManage = useMe().data?.can.manageOrganizations ?? false
  usePageTitle(
    organization.data?.name ?? (organization.isError ? 'Organization Not Found' : undefined),
  )

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.organizations.getHref()}>Back to Organizations</BackLink>
      <QueryLadder
        query={organization}
        notFound={
          <EmptyState
            icon={SearchX}
            headingLevel="h1"
            title="Organization Not Found"
            description={`No organization is known as ${routeId}.`}
          />
        }
        error={{
          title: 'Error loading organizations',
          message: 'Failed to load organization data.',
        }}
        loading={
          <div className="space-y-6" role="status" aria-label="Loading organization">
            <Skeleton className="h-14 w-2/3" />
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-40 w-full rounded-xl" />
          </div>
        }
      >
        {(data) => (
          <>
            <OrganizationOverview organization={data} />
            <Button asChild variant="outline">
              <Link to={paths.organizationMedia.getHref(data.routeId)}>
                <Images aria-hidden /> Media library
              </Link>
            </Button>
            <MembersCard routeId={data.routeId} />
            <ApprovalSettingsCard routeId={data.routeId} canEdit={false} agency />
            <PublishingSettingsCard
              routeId={data.routeId}
              organizationId={data.id}
              churchName={data.name}
              canEdit={canManage}
            />
            <MessagePrivacyCard routeId={data.routeId} canEdit={false} agency />
            <BusinessHoursCard routeId={data.routeId} canEdit={canManage} />
            <section aria-labelledby="accounts-heading" className="space-y-4">
              <h2 id="accounts-heading" className="text-xl font-semibold">
                Instagram Accounts
              </h2>
              <AccountGrid
                filter={{ organizationId: data.id }}
                emptyTitle="No Instagram accounts found"
                emptyDescription="This organization has not connected an Instagram account yet. Its staff connect accounts from their portal."
              />
            </section>
          </>
        )}
      </QueryLadder>
    </div>
  )
}
