import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TAccount } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useRevokeAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (accountId: string) => api.post<TAccount>(`/api/accounts/${accountId}/revoke`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all() }),
  })
}
