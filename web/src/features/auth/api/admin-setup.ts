import type { TAdminStatus, TCreateAdmin } from '@common/schemas/auth'
import { useAction } from '@/hooks/use-action'
import { useFetched } from '@/hooks/use-fetched'
import { api } from '@/lib/api-client'

// Asked each time the admin login or setup page opens (after a setup, the login page must know).
export function useAdminStatus() {
  return useFetched('admin-setup', () => api.get<TAdminStatus>('/api/admin-setup'))
}

export function useCreateAdmin() {
  return useAction((input: TCreateAdmin) => api.post<{ email: string }>('/api/admin-setup', input))
}
