import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TBulkApplied, TBulkJob, TBulkRequest } from '@common/schemas/bulk'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Applies an action to many comments. Flock-side actions answer with their counts once
// committed; hide, unhide and delete answer at once with a job to follow (useBulkJob).
export function useBulkAction(callbacks: {
  onApplied: (result: TBulkApplied) => void
  onJob: (job: TBulkJob) => void
  onError: (error: Error) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: TBulkRequest) =>
      api.post<TBulkApplied | TBulkJob>('/api/comments/bulk', request),
    onSuccess: (result) => {
      if (result.kind === 'applied') callbacks.onApplied(result)
      else callbacks.onJob(result)
    },
    onError: callbacks.onError,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.comments.all() })
      await queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() })
    },
  })
}

// A job's progress, asked for every second while it runs; the list refreshes as it goes, through
// the change events each hide or delete publishes.
export function useBulkJob(initial: TBulkJob | null) {
  return useQuery({
    queryKey: queryKeys.comments.bulk(initial?.id ?? ''),
    queryFn: () => api.get<TBulkJob>(`/api/comments/bulk/${initial!.id}`),
    enabled: Boolean(initial),
    initialData: initial ?? undefined,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? 1_000 : false),
  })
}

export function useRetryBulkJob(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<TBulkJob>(`/api/comments/bulk/${id}/retry`),
    onSuccess: (job) => queryClient.setQueryData(queryKeys.comments.bulk(id), job),
  })
}

interface LabelOption {
  id: string
  name: string
}

// The agency's labels to apply in bulk (the labels API lists them); none while it has none.
export function useBulkLabels(): LabelOption[] {
  const query = useQuery({
    queryKey: queryKeys.labels.list(''),
    queryFn: () => api.get<{ items: LabelOption[] } | LabelOption[]>('/api/labels'),
    retry: false,
  })
  const data = query.data
  if (!data) return []
  return Array.isArray(data) ? data : data.items
}
