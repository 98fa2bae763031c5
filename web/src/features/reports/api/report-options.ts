import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

type Page<T> = { items: T[] }

// The church and account pickers of the agency's reports (the first 100 of each, as the inbox's
// account picker).
export function useChurchOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.organizations.options(),
    queryFn: () => api.get<Page<{ id: string; name: string }>>('/api/organizations?limit=100'),
    select: (page) => page.items.map(({ id, name }) => ({ id, name })),
    enabled,
  })
}

export function useAccountOptions(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.accounts.options(),
    queryFn: () =>
      api.get<Page<{ id: string; username: string; organizationId: string }>>(
        '/api/accounts?limit=100',
      ),
    select: (page) =>
      page.items.map(({ id, username, organizationId }) => ({ id, username, organizationId })),
    staleTime: 5 * 60_000,
    enabled,
  })
}
