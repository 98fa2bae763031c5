import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import type { TPost, TPostDetail, TPostInput, TPostPage, TPostState } from './types'

const org = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`
const one = (id: string) => `/api/posts/${encodeURIComponent(id)}`

export interface PostFilter {
  from: string
  to: string
  organizationId?: string
  accountId?: string
  state?: TPostState
  // Drafts without a time instead of the scheduled posts between from and to.
  unscheduled?: boolean
  enabled?: boolean
}

// Every church's posts between two instants, for the agency's calendar (all pages of them: a
// month of one calendar is a few hundred posts at most).
export function useAgencyPosts({ enabled = true, ...filter }: PostFilter) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.posts.list(filter),
    enabled,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ from: filter.from, to: filter.to, limit: '100' })
      if (filter.organizationId) query.set('organizationId', filter.organizationId)
      if (filter.accountId) query.set('accountId', filter.accountId)
      if (filter.state) query.set('state', filter.state)
      if (filter.unscheduled) query.set('unscheduled', 'true')
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPostPage>(`/api/publishing/posts?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })
  useAllPages(query)
  return query
}

// One church's posts, for its portal. Realtime post events refresh it (decision 071).
export function useOrganizationPosts(
  routeId: string,
  filter: { from?: string; to?: string; state?: TPostState; unscheduled?: boolean },
) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.posts.church(routeId, filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '100' })
      if (filter.from) query.set('from', filter.from)
      if (filter.to) query.set('to', filter.to)
      if (filter.state) query.set('state', filter.state)
      if (filter.unscheduled) query.set('unscheduled', 'true')
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPostPage>(`${org(routeId)}/posts?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })
  useAllPages(query)
  return { ...query, data: query.data?.pages.flatMap((page) => page.items) }
}

// A calendar shows every post of its days: the pages after the first are fetched in turn (a
// month of one calendar is a few hundred posts at most; 20 pages is the ceiling).
export function useAllPages(query: {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isError: boolean
  data?: { pages: unknown[] }
  fetchNextPage: () => unknown
}) {
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query
  const pages = query.data?.pages.length ?? 0
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError && pages < 20) void fetchNextPage()
  }, [hasNextPage, isFetchingNextPage, isError, pages, fetchNextPage])
}

export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.posts.one(id ?? ''),
    queryFn: () => api.get<TPostDetail>(one(id ?? '')),
    enabled: Boolean(id),
    // A post on its way out changes by the second: its record grows as the steps pass.
    refetchInterval: (query) => (query.state.data?.state === 'publishing' ? 2_000 : false),
  })
}

// After any change: the post itself, every calendar, and the church's lists.
export function refreshPosts(queryClient: QueryClient, post?: Pick<TPost, 'id'>) {
  if (post) void queryClient.invalidateQueries({ queryKey: queryKeys.posts.one(post.id) })
  void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all() })
}

export function useCreatePost(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TPostInput) => api.post<TPostDetail>(`${org(routeId)}/posts`, input),
    onSuccess: (post) => refreshPosts(queryClient, post),
  })
}

export type PostUpdate = Partial<Omit<TPostInput, 'accountId'>> & {
  accountId?: string
  version: number
}

export function useUpdatePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...update }: PostUpdate & { id: string }) =>
      api.patch<TPostDetail>(one(id), update),
    onSettled: (_post, _error, input) => refreshPosts(queryClient, input),
  })
}

type Action = 'schedule' | 'publish-now' | 'unschedule' | 'approve' | 'decline'

// The post's moves through its life: schedule, publish now, back to draft, the church's answer.
export function usePostAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action, body }: { id: string; action: Action; body?: object }) =>
      api.post<TPostDetail>(`${one(id)}/${action}`, body ?? {}),
    onSettled: (_post, _error, input) => refreshPosts(queryClient, input),
  })
}

export function useDeletePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(one(id)),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.posts.one(id) })
      refreshPosts(queryClient)
    },
  })
}
