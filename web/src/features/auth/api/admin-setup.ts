import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { TAdminStatus, TCreateAdmin } from '@common/schemas/auth'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export const adminStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminSetup(),
    queryFn: () => api.get<TAdminStatus>('/api/admin-setup'),
    staleTime: 0,
  })

export function useAdminStatus() {
  return useQuery(adminStatusQueryOptions())
}

// The status query is left alone on success: the page shows its own "created" state, and the
// admin login page refetches the status when it opens.
export function useCreateAdmin() {
  return useMutation({
    mutationFn: (input: TCreateAdmin) => api.post<{ email: string }>('/api/admin-setup', input),
  })
}
