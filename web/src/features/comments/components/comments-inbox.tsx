import { useCommentCounts } from '../api/list-comments'
import { BulkBar } from './bulk-bar'
import { CommentList } from './comment-list'
import { useSelection } from '../hooks/use-selection'
import { useInboxFilters } from '../hooks/use-inbox-filters'
import { InboxFilterBar } from './inbox-filter-bar'
import { INBOX_TABS, InboxTabs } from './inbox-tabs'

const LIST_ID = 'inbox-comments'

export function CommentsInbox({
  selectedId,
  cursorId,
  onCursor,
}: {
  selectedId?: string
  cursorId?: string
  onCursor?: (commentId: string) => void
} = {}) {
  const inbox = useInboxFilters()
  const { filters } = inbox
  const { view: _view, sort: _sort, ...countFilters } = filters
  const counts = useCommentCounts(countFilters)
  const selection = useSelection(JSON.stringify(filters))

  return (
    <div className="space-y-4">
      <InboxFilterBar inbox={inbox} />
      <InboxTabs view={filters.view} onView={inbox.setView} counts={counts.data} listId={LIST_ID} />
      <div
        id={LIST_ID}
        role="tabpanel"
        aria-label={`${INBOX_TABS.find((tab) => tab.value === filters.view)?.label ?? ''} comments`}
      >
        <CommentList
          filters={filters}
          selectedId={selectedId}
          cursorId={cursorId}
          onCursor={onCursor}
          selection={selection}
        />
      </div>
      <BulkBar selection={selection} filters={filters} matching={counts.data?.[filters.view]} />
    </div>
  )
}
