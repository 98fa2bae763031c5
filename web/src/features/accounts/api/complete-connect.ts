import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TAccount } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useCompleteConnect() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { code: string; state: string }) =>
      api.post<TAccount>('/api/instagram/callback', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all() }),
  })
}
