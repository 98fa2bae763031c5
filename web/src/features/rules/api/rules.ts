import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TAssigneePage } from '@common/schemas/comment'
import type {
  TDryRunInput,
  TDryRunResult,
  THiddenWords,
  TRule,
  TRuleFormValues,
  TRuleList,
} from '@common/schemas/rules'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useRules() {
  return useQuery({ queryKey: queryKeys.rules(), queryFn: () => api.get<TRuleList>('/api/rules') })
}

function useRuleMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rules() }),
  })
}

export const useCreateRule = () =>
  useRuleMutation((input: TRuleFormValues) => api.post<TRule>('/api/rules', input))

export const useUpdateRule = (id: string) =>
  useRuleMutation((input: TRuleFormValues) => api.put<TRule>(`/api/rules/${id}`, input))

export const useSwitchRule = (id: string) =>
  useRuleMutation((enabled: boolean) => api.put<TRule>(`/api/rules/${id}/enabled`, { enabled }))

export const useDeleteRule = (id: string) =>
  useRuleMutation(() => api.delete<{ ok: true }>(`/api/rules/${id}`))

export const useReorderRules = () =>
  useRuleMutation((ids: string[]) => api.put<TRuleList>('/api/rules/order', { ids }))

export const useAddStarterRules = () =>
  useRuleMutation(() => api.post<TRuleList>('/api/rules/starter', {}))

export const useDryRun = () =>
  useMutation({
    mutationFn: (input: TDryRunInput) => api.post<TDryRunResult>('/api/rules/dry-run', input),
  })

type Page<T> = { items: T[] }

// The pickers of the rule form: the first 100 churches, the labels, the team.
export function useRuleOptions() {
  const churches = useQuery({
    queryKey: queryKeys.organizations.options(),
    queryFn: () => api.get<Page<{ id: string; name: string }>>('/api/organizations?limit=100'),
    select: (page) => page.items.map(({ id, name }) => ({ id, name })),
  })
  const labels = useQuery({
    queryKey: queryKeys.labels.list(''),
    queryFn: () => api.get<Page<{ id: string; name: string }>>('/api/labels'),
  })
  const teammates = useQuery({
    queryKey: queryKeys.assignees(''),
    queryFn: () => api.get<TAssigneePage>('/api/team/assignees'),
  })
  return {
    churches: churches.data ?? [],
    labels: labels.data?.items ?? [],
    teammates: teammates.data?.items ?? [],
  }
}

const hiddenWordsUrl = (routeId: string) =>
  `/api/organizations/${encodeURIComponent(routeId)}/hidden-words`

export function useHiddenWords(routeId: string) {
  return useQuery({
    queryKey: queryKeys.hiddenWords(routeId),
    queryFn: () => api.get<THiddenWords>(hiddenWordsUrl(routeId)),
  })
}

export function useSaveHiddenWords(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (words: string[]) => api.put<THiddenWords>(hiddenWordsUrl(routeId), { words }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.hiddenWords(routeId), saved),
  })
}
