import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TAccountListItem } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// ['accounts', id]: the key realtime events name when this account or its comments change.
export const accountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: queryKeys.accounts.one(accountId),
    queryFn: () => api.get<TAccountListItem>(`/api/accounts/${encodeURIComponent(accountId)}`),
  })

export function useAccount(accountId: string) {
  return useQuery(accountQueryOptions(accountId))
}
