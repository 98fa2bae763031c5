import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { type InboxFilters as Filters, useCommentCounts } from '../api/list-comments'
import { CommentList } from './comment-list'
import { useInboxFilters } from '../hooks/use-inbox-filters'
import { InboxFilters } from './inbox-filters'

const TABS: { value: Filters['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'responded', label: 'Responded' },
]

const LIST_ID = 'inbox-comments'

export function CommentsInbox() {
  const {
    status,
    accountId,
    search,
    searchText,
    flag,
    setFlag,
    setStatus,
    setAccountId,
    setSearchText,
  } = useInboxFilters()
  const counts = useCommentCounts({ accountId, search, flag })

  return (
    <div className="space-y-4">
      <InboxFilters
        search={searchText}
        onSearch={setSearchText}
        accountId={accountId}
        onAccount={setAccountId}
        flag={flag}
        onFlag={setFlag}
      />
      <Tabs value={status} onValueChange={(value) => setStatus(value as Filters['status'])}>
        <TabsList className="grid w-full grid-cols-3">
          {TABS.map((tab) => (
            // The tabs filter the one list below rather than switch between panels.
            <TabsTrigger key={tab.value} value={tab.value} aria-controls={LIST_ID}>
              {tab.label}
              {counts.data ? (
                <span className="ml-1.5 text-xs text-muted-foreground">
                  ({counts.data[tab.value]})
                </span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>
      </Tabs>
      <div
        id={LIST_ID}
        role="tabpanel"
        aria-label={`${TABS.find((tab) => tab.value === status)?.label ?? ''} comments`}
      >
        <CommentList filters={{ status, accountId, search, flag }} />
      </div>
    </div>
  )
}
