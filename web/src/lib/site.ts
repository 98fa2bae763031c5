import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import type { TSite } from '@common/schemas/mail'
import { api } from './api-client'

export const DEFAULT_SITE_NAME = 'Flock'

// The agency's name (AGENCY_NAME on the server), for the landing page and page titles. Until it
// arrives, and if it cannot, the product's own name stands in.
function useSite() {
  return useQuery({
    queryKey: queryKeys.site(),
    queryFn: () => api.get<TSite>('/api/site'),
    staleTime: Infinity,
    retry: false,
  })
}

export function useSiteName(): string {
  return useSite().data?.agencyName ?? DEFAULT_SITE_NAME
}

// The agency's time zone; undefined until known (a report waits for it to pick its days).
export function useAgencyTimeZone(): string | undefined {
  const site = useSite()
  return site.data?.timeZone ?? (site.isError ? 'UTC' : undefined)
}
