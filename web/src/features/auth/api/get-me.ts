import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TMe } from '@common/schemas/auth'
import { api } from '@/lib/api-client'

export const meQueryKey = ['me'] as const

// Signed out is an answer, not an error: the API says null.
export const getMe = () => api.get<TMe | null>('/api/me')

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 })

export function useMe() {
  return useQuery(meQueryOptions())
}
