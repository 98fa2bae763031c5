import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TMe, TRegister } from '@common/schemas/auth'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TRegister) => api.post<TMe>('/api/register', input),
    onSuccess: (me) => queryClient.setQueryData(queryKeys.me(), me),
  })
}
