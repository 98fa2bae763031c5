import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import type { TInboxCounts, TInboxPage, TInboxSort, TInboxView } from '@common/schemas/comment'
import type { TInboxItemPage, TInboxKind, TInboxKindCounts } from '@common/schemas/direct-messages'
import type { TPastoralFlag } from '@common/schemas/pastoral'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The inbox's view and filters, as the address keeps them (hooks/use-inbox-filters.ts).
export interface InboxFilters {
  // Comments (the default), direct-message conversations, mentions, or all of them.
  kind: TInboxKind
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

export type InboxCountFilters = Omit<InboxFilters, 'view' | 'sort' | 'kind'>

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
    queryFn: async ({ pageParam }): Promise<TInboxItemPage> => {
      const query = inboxQuery(filters)
      if (filters.kind !== 'comments') query.set('kind', filters.kind)
      query.set('limit', '20')
      if (pageParam) query.set('cursor', pageParam)
      if (filters.kind !== 'comments') return api.get<TInboxItemPage>(`/api/comments?${query}`)
      // Comments alone answer as they always did, without a kind on each item.
      const page = await api.get<TInboxPage>(`/api/comments?${query}`)
      return { ...page, items: page.items.map((item) => ({ ...item, kind: 'comment' as const })) }
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
    queryFn: () =>
      api.get<TInboxCounts & { kinds?: TInboxKindCounts }>(
        `/api/comments/counts?${inboxQuery(filters)}`,
      ),
    // The tabs keep their last counts while new ones load, rather than blinking.
    placeholderData: keepPreviousData,
  })

export function useCommentCounts(filters: InboxCountFilters) {
  return useQuery(commentCountsQueryOptions(filters))
}
