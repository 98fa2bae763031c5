import { MessageSquareText } from 'lucide-react'
import { useState } from 'react'
import { Card, CardContent } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { SearchInput } from '@/components/ui/search-input'
import { Skeleton } from '@/components/ui/skeleton'
import { NewSavedReply } from '@/features/saved-replies/components/new-saved-reply'
import { SavedReplyRow } from '@/features/saved-replies/components/saved-reply-row'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { useMe } from '@/lib/me'
import { usePageTitle } from '@/lib/page-title'
import { useSavedReplies } from '@/lib/saved-replies'

export function SavedRepliesRoute() {
  usePageTitle('Saved replies')
  const [search, setSearch] = useState('')
  const debounced = useDebouncedValue(search.trim())
  const list = useSavedReplies(debounced)
  const canDelete = useMe().data?.can.deleteSavedReplies ?? false
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Saved replies</h1>
        <p className="text-muted-foreground">
          Answers the team writes once and inserts into any church’s reply box, with the church’s
          details filled in.
        </p>
      </div>
      <Card>
        <CardContent className="p-4 sm:p-5">
          <NewSavedReply />
        </CardContent>
      </Card>
      <SearchInput
        placeholder="Search saved replies"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.data ? (
        list.data.items.length === 0 ? (
          <EmptyState
            icon={MessageSquareText}
            title={debounced ? 'No saved reply matches' : 'No saved replies yet'}
            description={
              debounced
                ? `Nothing matches “${debounced}”.`
                : 'Write the answers you give every week: service times, parking, prayer.'
            }
          />
        ) : (
          <ul className="space-y-3" aria-label="Saved replies">
            {list.data.items.map((reply) => (
              <li key={reply.id}>
                <Card>
                  <CardContent className="p-4 sm:p-5">
                    <SavedReplyRow reply={reply} canDelete={canDelete} />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )
      ) : list.isError ? (
        <LoadError
          title="Error loading saved replies"
          message="Failed to load saved replies."
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Skeleton className="h-48 w-full rounded-xl" />
      )}
    </div>
  )
}
