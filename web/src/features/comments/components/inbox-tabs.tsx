import type { TInboxView } from '@common/schemas/comment'
import type { TInboxKind } from '@common/schemas/direct-messages'
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'

export const INBOX_TABS: { value: TInboxView; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'mine', label: 'Assigned to me' },
  { value: 'done', label: 'Done' },
  { value: 'responded', label: 'Responded' },
  { value: 'hidden', label: 'Hidden' },
  { value: 'all', label: 'All' },
]

// Compact past ten thousand ("12K"), so six tabs and their counts fit the list's half of the
// screen; the tab's full count is in the list's own "select all N matching".
const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })
const number = (count: number) =>
  count >= 10_000 ? COMPACT.format(count) : count.toLocaleString('en')
const formatCount = (count: number, capped: number | null) =>
  capped !== null && count >= capped ? `${number(capped)}+` : number(count)

// The inbox's views with how many comments each holds for the current filters. The tabs filter
// the one list below (listId) rather than switch between panels. Where they do not fit one line
// (a phone, the list beside an open comment) they wrap to a second rather than scroll out of
// sight; arrow keys still move through all six.
export function InboxTabs({
  view,
  onView,
  counts,
  listId,
  kind = 'comments',
}: {
  view: TInboxView
  onView: (view: TInboxView) => void
  counts: (Partial<Record<TInboxView, number>> & { capped: number | null }) | undefined
  listId: string
  // Only comments can be hidden on Instagram: other kinds have no Hidden tab.
  kind?: TInboxKind
}) {
  const tabs = kind === 'comments' ? INBOX_TABS : INBOX_TABS.filter((tab) => tab.value !== 'hidden')
  return (
    <Tabs value={view} onValueChange={(value) => onView(value as TInboxView)}>
      <TabsList className="flex h-auto w-full flex-wrap justify-start gap-y-1 p-0.5">
        {tabs.map((tab) => (
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            aria-controls={listId}
            className="shrink-0 px-2 py-1"
          >
            {tab.label}
            {counts?.[tab.value] !== undefined ? (
              <span className="ml-0.5 text-xs tabular-nums text-muted-foreground">
                ({formatCount(counts[tab.value]!, counts.capped)})
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
    </Tabs>
  )
}
