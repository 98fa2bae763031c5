import { BackLink } from '@/components/ui/back-link'
import { paths } from '@/config/paths'
import { ConversationsView } from '@/features/conversations/components/conversations-view'
import { DirectConversationsSection } from '@/features/conversations/components/direct-conversations-section'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'

export function ConversationsRoute() {
  usePageTitle('Conversations')
  const routeId = useMe().data?.organization?.routeId
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <BackLink to={paths.portal.getHref()}>Back to the portal</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Conversations</h1>
        <p className="text-muted-foreground">
          What followers say on your accounts and the replies sent in your name, newest first.
        </p>
      </div>
      {routeId ? <DirectConversationsSection routeId={routeId} /> : null}
      {routeId ? (
        <section aria-labelledby="comments-heading" className="space-y-4">
          <h2 id="comments-heading" className="text-xl font-semibold">
            Comments
          </h2>
          <ConversationsView routeId={routeId} />
        </section>
      ) : null}
    </div>
  )
}
