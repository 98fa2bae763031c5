import type { ReactNode } from 'react'
import type { TOrganization } from '@common/schemas/organization'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { WebsiteLink } from './website-link'

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  )
}

const orNotProvided = (value: string) =>
  value ? value : <span className="text-muted-foreground">Not provided</span>

export function OrganizationDetailsCard({
  organization,
  title,
}: {
  organization: TOrganization
  title: string
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Detail label="Contact Person">{orNotProvided(organization.contact)}</Detail>
          <Detail label="Phone Number">{orNotProvided(organization.phone)}</Detail>
          <Detail label="Address">
            <span className="whitespace-pre-line">{orNotProvided(organization.address)}</span>
          </Detail>
          <Detail label="Website">
            {organization.website ? (
              <WebsiteLink website={organization.website} />
            ) : (
              orNotProvided('')
            )}
          </Detail>
          <Detail label="Service Times">
            <span className="whitespace-pre-line">{orNotProvided(organization.serviceTimes)}</span>
          </Detail>
        </dl>
      </CardContent>
    </Card>
  )
}
