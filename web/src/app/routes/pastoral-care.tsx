import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { PastoralCaseList } from '@/features/pastoral/components/pastoral-case-list'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

export function PastoralCareRoute() {
  usePageTitle('Pastoral care')
  const routeId = useMe().data?.organization?.routeId
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Back to the portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Pastoral care</h1>
        <p className="text-muted-foreground">
          Comments that may need your pastors, newest first. Mark each one followed up when someone
          has reached out; your note goes to the agency only.
        </p>
      </div>
      {routeId ? <PastoralCaseList routeId={routeId} /> : null}
    </div>
  )
}
