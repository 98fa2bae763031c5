import type { ReactNode } from 'react'
import { useCommentCounts } from '../api/list-comments'
import { BulkBar } from './bulk-bar'
import { CommentList } from './comment-list'
import { useSelection } from '../hooks/use-selection'
import { useInboxFilters } from '../hooks/use-inbox-filters'
import { InboxFilterBar } from './inbox-filter-bar'
import { InboxKinds, viewCounts } from './inbox-kinds'
import { INBOX_TABS, InboxTabs } from './inbox-tabs'

const LIST_ID = 'inbox-comments'

export function CommentsInbox({
  selectedId,
  cursorId,
  onCursor,
  tools,
}: {
  selectedId?: string
  cursorId?: string
  onCursor?: (commentId: string) => void
  // Beside the search (the keyboard shortcuts).
  tools?: ReactNode
} = {}) {
  const inbox = useInboxFilters()
  const { filters } = inbox
  const { view: _view, sort: _sort, kind: _kind, ...countFilters } = filters
  const counts = useCommentCounts(countFilters)
  const selection = useSelection(JSON.stringify(filters))
  const tabCounts = counts.data ? viewCounts(counts.data, filters.kind) : undefined
  // Bulk actions work on comments; conversations and mentions are worked one at a time.
  const bulk = filters.kind === 'comments'
  const noun = {
    comments: 'comments',
    messages: 'conversations',
    mentions: 'mentions',
    all: 'items',
  }[filters.kind]

  return (
    // Search, kind and view take three short rows, so the first card starts high on the page
    // (issue 29); the other filters fold under "More filters".
    <div className="space-y-2">
      <InboxFilterBar inbox={inbox} tools={tools} />
      <InboxKinds
        kind={filters.kind}
        view={filters.view}
        onKind={inbox.setKind}
        counts={counts.data}
      />
      <InboxTabs
        view={filters.view}
        onView={inbox.setView}
        counts={tabCounts}
        listId={LIST_ID}
        kind={filters.kind}
      />
      <div
        id={LIST_ID}
        role="tabpanel"
        aria-label={`${INBOX_TABS.find((tab) => tab.value === filters.view)?.label ?? ''} ${noun}`}
      >
        <CommentList
          filters={filters}
          selectedId={selectedId}
          cursorId={cursorId}
          onCursor={onCursor}
          selection={bulk ? selection : undefined}
        />
      </div>
      {bulk ? (
        <BulkBar selection={selection} filters={filters} matching={counts.data?.[filters.view]} />
      ) : null}
    </div>
  )
}
