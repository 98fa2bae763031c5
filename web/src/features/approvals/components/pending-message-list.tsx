import { PagedList } from '@/components/ui/paged-list'
import { Skeleton } from '@/components/ui/skeleton'
import { usePendingMessageApprovals } from '../api/approvals'
import { PendingMessageItem } from './pending-message-item'

// Direct messages waiting for the church (decision 075). Shown only to the people its message
// privacy lets read them (the server answers "not found" to anyone else), and only when there is
// one to decide: most churches never hold a message.
export function PendingMessageList({ routeId }: { routeId: string }) {
  const messages = usePendingMessageApprovals(routeId)
  const items = messages.data?.pages.flatMap((page) => page.items)
  if (!items || items.length === 0) return null
  return (
    <section aria-labelledby="messages-to-approve" className="space-y-3">
      <div>
        <h2 id="messages-to-approve" className="text-xl font-semibold tracking-tight">
          Direct messages to approve
        </h2>
        <p className="text-sm text-muted-foreground">
          Private messages your agency wrote to people who messaged your church. Nothing is sent
          until someone here approves it.
        </p>
      </div>
      <PagedList
        query={messages}
        error={{
          title: 'Could not load the messages to approve',
          message: 'Try again in a moment.',
        }}
        loading={<Skeleton className="h-40 w-full rounded-xl" />}
        empty={null}
        getKey={(item) => item.id}
        renderItem={(item) => <PendingMessageItem routeId={routeId} item={item} />}
        className="space-y-4"
        moreLabel="Show more"
      />
    </section>
  )
}
