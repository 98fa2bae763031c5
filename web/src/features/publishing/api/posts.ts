import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'
import type { TPost, TPostDetail, TPostInput, TPostPage, TPostState } from './types'

const org = (routeId: string) => `/api/organizations/${encodeURIComponent(routeId)}`
const one = (id: string) => `/api/posts/${encodeURIComponent(id)}`

// Until a realtime event names posts, open calendars also ask again every half minute.
const LIVE_MS = 30_000

export interface PostFilter {
  from: string
  to: string
  organizationId?: string
  accountId?: string
  state?: TPostState
}

// Every church's posts between two instants, for the agency's calendar (all pages of them: a
// month of one calendar is a few hundred posts at most).
export function useAgencyPosts(filter: PostFilter) {
  return useInfiniteQuery({
    queryKey: queryKeys.publishing.list(filter),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ from: filter.from, to: filter.to, limit: '200' })
      if (filter.organizationId) query.set('organizationId', filter.organizationId)
      if (filter.accountId) query.set('accountId', filter.accountId)
      if (filter.state) query.set('state', filter.state)
      if (pageParam) query.set('cursor', pageParam)
      return api.get<TPostPage>(`/api/posts?${query}`)
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  })
}

// One church's posts, for its portal.
export function useOrganizationPosts(
  routeId: string,
  filter: { from?: string; to?: string; state?: TPostState },
) {
  return useQuery({
    queryKey: queryKeys.publishing.organizationPosts(routeId, filter),
    queryFn: () => {
      const query = new URLSearchParams()
      if (filter.from) query.set('from', filter.from)
      if (filter.to) query.set('to', filter.to)
      if (filter.state) query.set('state', filter.state)
      return api.get<TPostPage | TPost[]>(`${org(routeId)}/posts?${query}`)
    },
    select: (page) => (Array.isArray(page) ? page : page.items),
    placeholderData: keepPreviousData,
    refetchInterval: LIVE_MS,
  })
}

export function usePost(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.publishing.post(id ?? ''),
    queryFn: () => api.get<TPostDetail>(one(id ?? '')),
    enabled: Boolean(id),
    // A post on its way out changes by the second; otherwise the half-minute beat.
    refetchInterval: (query) => (query.state.data?.state === 'publishing' ? 2_000 : LIVE_MS),
  })
}

// After any change: the post itself, every calendar, and the church's lists.
export function refreshPosts(queryClient: QueryClient, post?: Pick<TPost, 'id'>) {
  if (post) void queryClient.invalidateQueries({ queryKey: queryKeys.publishing.post(post.id) })
  void queryClient.invalidateQueries({ queryKey: queryKeys.publishing.all() })
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'organizations' && query.queryKey[2] === 'posts',
  })
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
      queryClient.removeQueries({ queryKey: queryKeys.publishing.post(id) })
      refreshPosts(queryClient)
    },
  })
}
