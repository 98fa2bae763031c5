import type { ReactNode } from 'react'
import type { TOrganizationListItem } from '@common/schemas/organization'
import { OrganizationCard, OrganizationCardSkeleton } from './organization-card'

export const ORGANIZATION_GRID =
  'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'

// Cards of organizations, or `skeletons` placeholders while the first page loads.
export function OrganizationGrid({
  organizations,
  skeletons,
  className = ORGANIZATION_GRID,
}: {
  organizations: TOrganizationListItem[] | undefined
  skeletons: number
  className?: string
}): ReactNode {
  if (!organizations) return <OrganizationGridSkeleton count={skeletons} className={className} />
  return (
    <ul className={className}>
      {organizations.map((organization) => (
        <li key={organization.id}>
          <OrganizationCard organization={organization} />
        </li>
      ))}
    </ul>
  )
}

export function OrganizationGridSkeleton({
  count,
  className = ORGANIZATION_GRID,
}: {
  count: number
  className?: string
}) {
  return (
    <div className={className} role="status" aria-label="Loading organizations">
      {Array.from({ length: count }, (_, index) => (
        <OrganizationCardSkeleton key={index} />
      ))}
    </div>
  )
}
