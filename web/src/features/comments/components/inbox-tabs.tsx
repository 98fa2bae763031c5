import type { TInboxCounts, TInboxView } from '@common/schemas/comment'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'

export const INBOX_TABS: { value: TInboxView; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'mine', label: 'Assigned to me' },
  { value: 'done', label: 'Done' },
  { value: 'responded', label: 'Responded' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
]

const formatCount = (count: number, capped: number | null) =>
  capped !== null && count >= capped ? `${capped.toLocaleString()}+` : count.toLocaleString()

// The inbox's views with how many comments each holds for the current filters. The tabs filter
// the one list below (listId) rather than switch between panels. On a phone they scroll sideways.
export function InboxTabs({
  view,
  onView,
  counts,
  listId,
}: {
  view: TInboxView
  onView: (view: TInboxView) => void
  counts: TInboxCounts | undefined
  listId: string
}) {
  return (
    <Tabs value={view} onValueChange={(value) => onView(value as TInboxView)}>
      <TabsList className="flex w-full justify-start overflow-x-auto">
        {INBOX_TABS.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            aria-controls={listId}
            className="shrink-0"
          >
            {tab.label}
            {counts ? (
              <span className="ml-1.5 text-xs text-muted-foreground">
                ({formatCount(counts[tab.value], counts.capped)})
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  )
}
