import type { ReactNode } from 'react'
import { ApiError } from '@/lib/api-client'
import { LoadError } from './load-error'

// What a screen shows for one query, in one order everywhere: the data once it is there; a
// 404 as the screen's own "not found" (when it has one); any other failure as an error with
// Try again; otherwise the loading placeholder. `frame` wraps every state but "not found",
// for screens whose not-found page stands alone.
export function QueryLadder<Data>({
  query,
  notFound,
  error,
  loading,
  frame = (content) => content,
  children,
}: {
  query: { data: Data | undefined; error: Error | null; refetch: () => unknown }
  notFound?: ReactNode
  error: { title: string; message: string }
  loading: ReactNode
  frame?: (content: ReactNode) => ReactNode
  children: (data: Data) => ReactNode
}) {
  if (query.data !== undefined) return frame(children(query.data))
  if (notFound && query.error instanceof ApiError && query.error.status === 404) return notFound
  if (query.error) {
    return frame(
      <LoadError
        title={error.title}
        message={error.message}
        error={query.error}
        onRetry={() => void query.refetch()}
      />,
    )
  }
  return frame(loading)
}
