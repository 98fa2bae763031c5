import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TCommentDetail, TCommentNote } from '@common/schemas/comment-detail'
import type { TCreateLabel, TLabel, TLabelList } from '@common/schemas/label'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Where a work item's state is changed: a comment's own routes, or those every other kind of
// work item (a conversation, a mention) shares (decision 072).
export const COMMENTS_API = '/api/comments'
export const WORK_ITEMS_API = '/api/work-items'
export type TWorkApi = typeof COMMENTS_API | typeof WORK_ITEMS_API

export const commentDetailQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: queryKeys.comments.detail(commentId),
    queryFn: () => api.get<TCommentDetail>(`/api/comments/${encodeURIComponent(commentId)}`),
  })

export function useCommentDetail(commentId: string) {
  return useQuery(commentDetailQueryOptions(commentId))
}

// A change to the comment made from its detail: the detail, and the lists showing its card.
function useRefreshComment() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() })
}

export function useAddNote(commentId: string, base: TWorkApi = COMMENTS_API) {
  const refresh = useRefreshComment()
  return useMutation({
    mutationFn: (text: string) => api.post<TCommentNote>(`${base}/${commentId}/notes`, { text }),
    onSettled: refresh,
  })
}

export function useLabels(search: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.labels.list(search),
    queryFn: () =>
      api.get<TLabelList>(`/api/labels?${new URLSearchParams(search ? { search } : {})}`),
    enabled,
  })
}

export function useToggleLabel(commentId: string, base: TWorkApi = COMMENTS_API) {
  const refresh = useRefreshComment()
  return useMutation({
    mutationFn: ({ label, on }: { label: TLabel; on: boolean }) =>
      on
        ? api.put<TLabel>(`${base}/${commentId}/labels/${label.id}`)
        : api.delete<TLabel>(`${base}/${commentId}/labels/${label.id}`),
    onSettled: refresh,
  })
}

// Made from the picker and put on the comment at once; of the same name in any case, the
// existing label is given back.
export function useCreateLabel(commentId: string, base: TWorkApi = COMMENTS_API) {
  const queryClient = useQueryClient()
  const refresh = useRefreshComment()
  return useMutation({
    mutationFn: async (input: TCreateLabel) => {
      const label = await api.post<TLabel>('/api/labels', input)
      await api.put<TLabel>(`${base}/${commentId}/labels/${label.id}`)
      return label
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.labels.all() })
      await refresh()
    },
  })
}
