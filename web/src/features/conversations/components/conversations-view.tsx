import { MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { PagedList } from '@/components/ui/paged-list'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from '@/components/ui/tabs-styles'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { type ConversationState, useConversations } from '../api/conversations'
import { ConversationCard } from './conversation-card'

const STATES: { value: ConversationState; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'responded', label: 'Responded' },
  { value: 'hidden', label: 'Hidden' },
]

const LIST_ID = 'church-conversations'

export function ConversationsView({ routeId }: { routeId: string }) {
  const [state, setState] = useState<ConversationState>('all')
  const [searchText, setSearchText] = useState('')
  const search = useDebouncedValue(searchText.trim()) || undefined
  const conversations = useConversations(routeId, { state, search })
  return (
    <div className="space-y-4">
      <SearchInput
        placeholder="Search comments and usernames..."
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <div
        role="tablist"
        aria-label="States"
        className={`${TABS_LIST_CLASS} grid w-full grid-cols-4`}
      >
        {STATES.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={tab.value === state}
            aria-controls={LIST_ID}
            data-state={tab.value === state ? 'active' : 'inactive'}
            className={TABS_TRIGGER_CLASS}
            onClick={() => setState(tab.value)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={LIST_ID}
        role="tabpanel"
        aria-label={`${STATES.find((s) => s.value === state)?.label} conversations`}
      >
        <PagedList
          query={conversations}
          error={{ title: 'Could not load your conversations', message: 'Try again in a moment.' }}
          loading={<Skeleton className="h-40 w-full rounded-xl" />}
          empty={
            <EmptyState
              icon={MessagesSquare}
              title={search ? 'No comment matches your search' : 'No comments here yet'}
              description="Comments on your Instagram accounts and the replies sent for you appear here."
            />
          }
          getKey={(item) => item.id}
          renderItem={(item) => <ConversationCard conversation={item} />}
          className="space-y-4"
          moreLabel="Show older"
        />
      </div>
    </div>
  )
}
