import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { TInboxCounts, TInboxPage, TInboxSort, TInboxView } from '@common/schemas/comment'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The inbox's view and filters, as the address keeps them (hooks/use-inbox-filters.ts).
export interface InboxFilters {
  view: TInboxView
  organizationIds: string[]
  accountIds: string[]
  postId?: string
  // "me", "unassigned" or a teammate's id.
  assignee?: string
  labelId?: string
  from?: string
  to?: string
  search?: string
  sort: TInboxSort
  flag?: TPastoralFlag
}

export type InboxCountFilters = Omit<InboxFilters, 'view' | 'sort'>

// The API's query for the same filters.
export function inboxQuery(filters: Partial<InboxFilters>): URLSearchParams {
  const query = new URLSearchParams()
  if (filters.view && filters.view !== 'all') query.set('view', filters.view)
  for (const id of filters.organizationIds ?? []) query.append('organizationId', id)
  for (const id of filters.accountIds ?? []) query.append('accountId', id)
  if (filters.postId) query.set('postId', filters.postId)
  if (filters.assignee) query.set('assignee', filters.assignee)
  if (filters.labelId) query.set('labelId', filters.labelId)
  if (filters.from) query.set('from', filters.from)
  if (filters.to) query.set('to', filters.to)
  if (filters.search) query.set('search', filters.search)
  if (filters.sort && filters.sort !== 'newest') query.set('sort', filters.sort)
  if (filters.flag) query.set('flag', filters.flag)
  return query
}

export const commentsQueryOptions = (filters: InboxFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.comments.list(filters),
    queryFn: ({ pageParam }) => {
      const query = inboxQuery(filters)
      query.set('limit', '20')
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TInboxPage>(`/api/comments?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export function useComments(filters: InboxFilters) {
  return useInfiniteQuery(commentsQueryOptions(filters))
}

export const commentCountsQueryOptions = (filters: InboxCountFilters) =>
  queryOptions({
    queryKey: queryKeys.comments.counts(filters),
    queryFn: () => api.get<TInboxCounts>(`/api/comments/counts?${inboxQuery(filters)}`),
    // The tabs keep their last counts while new ones load, rather than blinking.
    placeholderData: keepPreviousData,
  })

export function useCommentCounts(filters: InboxCountFilters) {
  return useQuery(commentCountsQueryOptions(filters))
}
