import { useParams } from 'react-router'
import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { MediaLibrary } from '@/features/assets/components/media-library'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

// The church's own media library, in its portal: everyone in the church uploads, edits alt text
// and deletes.
export function MediaLibraryRoute() {
  usePageTitle('Media library')
  const routeId = useMe().data?.organization?.routeId
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Back to the portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Media library</h1>
        <p className="text-muted-foreground">
          Photos and videos for your church's Instagram posts, shared with your agency.
        </p>
      </div>
      {routeId ? <MediaLibrary routeId={routeId} canEdit /> : null}
    </div>
  )
}

// A church's media library as the agency sees it: everyone uploads; alt text and deleting are for
// the agency's Owners and Admins.
export function OrganizationMediaRoute() {
  usePageTitle('Media library')
  const routeId = useParams().organizationId ?? ''
  const canEdit = useMe().data?.can.manageOrganizations ?? false
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.organization.getHref(routeId)}>Back to the organization</BackLink>
      <h1 className="text-3xl font-bold tracking-tight">Media library</h1>
      <MediaLibrary routeId={routeId} canEdit={canEdit} />
    </div>
  )
}
