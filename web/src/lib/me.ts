import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TMe } from '@common/schemas/auth'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// Signed out is an answer, not an error: the API says null.
export const getMe = () => api.get<TMe | null>('/api/me')

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me(), queryFn: getMe, staleTime: 5 * 60_000 })

export function useMe() {
  return useQuery(meQueryOptions())
}
