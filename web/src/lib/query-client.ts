import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
} from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys'
import { ApiError } from './api-client'
import { refreshMe } from './me'

const ME = queryKeys.me()[0]

// Who is signed in lives outside Query (lib/me.ts, decision 050). Invalidating the `me` key, or
// everything (the realtime mapping and a resync do both), asks the server again there too.
class FlockQueryClient extends QueryClient {
  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions) {
    if (!filters?.queryKey || filters.queryKey[0] === ME) void refreshMe()
    return super.invalidateQueries(filters, options)
  }
}

export function createQueryClient() {
  return new FlockQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network blips and 5xx may.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  })
}
