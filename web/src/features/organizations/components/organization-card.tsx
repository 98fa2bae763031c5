import { Link } from 'react-router'
import { DEFINITIONS } from '@common/definitions'
import type { TOrganizationListItem } from '@common/schemas/organization'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { DefinitionTooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'
import { formatCount } from '@/utils/format'
import { OrganizationLogo } from './organization-logo'

function Count(props: { label: string; value: number; definition: string; className?: string }) {
  return (
    // Above the card's link, so hovering or focusing a number explains it.
    <DefinitionTooltip definition={props.definition} className="relative z-10 px-1 py-0.5">
      <span className={cn('block text-lg font-semibold', props.className)}>
        {formatCount(props.value)}
      </span>
      <span className="block text-xs text-muted-foreground">{props.label}</span>
    </DefinitionTooltip>
  )
}

// The whole card opens the organization: its name link stretches over it (a link may not
// contain the buttons that explain the numbers, so it covers them instead of wrapping them).
export function OrganizationCard({ organization }: { organization: TOrganizationListItem }) {
  return (
    <Card className="relative transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50">
      <CardContent className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <OrganizationLogo src={organization.logoUrl} />
          <Link
            to={paths.organization.getHref(organization.routeId)}
            className="min-w-0 break-words font-semibold after:absolute after:inset-0 after:rounded-xl focus:outline-none"
          >
            {organization.name}
          </Link>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          <Count
            label="Accounts"
            value={organization.accountsCount}
            definition={DEFINITIONS.accountsCount}
          />
          <Count
            label="Comments"
            value={organization.commentsCount}
            definition={DEFINITIONS.commentsCount}
          />
          <Count
            label="Pending"
            value={organization.pendingCount}
            definition={DEFINITIONS.pendingCount}
            className={
              organization.pendingCount > 0
                ? 'w-fit rounded-md bg-yellow-100 px-1.5 text-yellow-800'
                : undefined
            }
          />
        </div>
      </CardContent>
    </Card>
  )
}

export function OrganizationCardSkeleton() {
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5">
        <div className="flex items-center gap-3">
          <Skeleton className="size-12 rounded-lg" />
          <Skeleton className="h-5 w-2/3" />
        </div>
        <Skeleton className="h-10 w-full" />
      </CardContent>
    </Card>
  )
}
