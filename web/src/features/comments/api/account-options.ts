import { useQuery } from '@tanstack/react-query'
import type { TAccountListPage } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The accounts offered by the inbox's account filter, alphabetically.
export function useAccountOptions() {
  return useQuery({
    queryKey: queryKeys.accounts.options(),
    queryFn: () => api.get<TAccountListPage>('/api/accounts?limit=100'),
    select: (page) => page.items.map((account) => ({ id: account.id, username: account.username })),
    staleTime: 5 * 60_000,
  })
}
