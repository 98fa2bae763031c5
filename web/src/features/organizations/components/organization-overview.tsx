import { useMe } from '@/lib/me'
import { Pencil } from 'lucide-react'
import { DEFINITIONS } from '@common/definitions'
import type { TOrganization } from '@common/schemas/organization'
import { Button } from '@/components/ui/button'
import { StatCard } from '@/components/ui/stat-card'
import { formatCount } from '@/utils/format'
import { useOrganizationSummary } from '../api/get-organization-summary'
import { DeleteOrganizationDialog } from './delete-organization-dialog'
import { EditOrganizationDialog } from './edit-organization-dialog'
import { ExportDataButton } from './export-data-button'
import { OrganizationDetailsCard } from './organization-details-card'
import { OrganizationLogo } from './organization-logo'

// The top of /organizations/{id}: name, totals, contact details, and editing for admins.
export function OrganizationOverview({ organization }: { organization: TOrganization }) {
  // Agents read organizations; editing, exporting and deleting are for Owners and Admins.
  const canManage = useMe().data?.can.manageOrganizations ?? false
  const summary = useOrganizationSummary(organization.routeId)
  const count = (value: number | undefined) =>
    summary.isError ? '—' : value === undefined ? undefined : formatCount(value)
  const pending = summary.data?.pendingCount ?? 0

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <OrganizationLogo src={organization.logoUrl} className="size-14" />
          <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">
            {organization.name}
          </h1>
        </div>
        {canManage ? (
          <div className="flex flex-wrap gap-2 self-start sm:self-auto">
            <EditOrganizationDialog
              editor="admin"
              organization={organization}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden /> Edit Organization
                </Button>
              }
            />
            <ExportDataButton routeId={organization.routeId} />
            <DeleteOrganizationDialog organization={organization} />
          </div>
        ) : null}
      </div>
      {summary.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Failed to load the totals. {summary.error.message}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          label="Accounts"
          value={count(summary.data?.accountsCount)}
          definition={DEFINITIONS.accountsCount}
        />
        <StatCard
          label="Total Followers"
          value={count(summary.data?.totalFollowers)}
          definition={DEFINITIONS.totalFollowers}
        />
        <StatCard
          label="Pending Comments"
          value={count(summary.data?.pendingCount)}
          definition={DEFINITIONS.pendingCount}
          valueClassName={pending > 0 ? 'text-amber-700' : undefined}
        />
      </div>
      <OrganizationDetailsCard organization={organization} title="Contact Information" />
    </div>
  )
}
