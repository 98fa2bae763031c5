import { useEffect, useState } from 'react'

type Fetched<T> =
  | { isPending: true; isError: false; data: undefined; error: null }
  | { isPending: false; isError: false; data: T; error: null }
  | { isPending: false; isError: true; data: undefined; error: Error }

const PENDING = { isPending: true, isError: false, data: undefined, error: null } as const

// One answer a public page reads when it opens (is this reset link still good?), asked again
// when its key changes: what those pages need of useQuery, without TanStack Query (decision 050).
// Nothing is cached between visits, so each opening asks afresh. Disabled, it stays pending.
export function useFetched<T>(key: string, load: () => Promise<T>, enabled = true): Fetched<T> {
  const [state, setState] = useState<{ key: string; fetched: Fetched<T> }>()
  useEffect(() => {
    if (!enabled) return
    let current = true
    load().then(
      (data) => {
        if (current)
          setState({ key, fetched: { isPending: false, isError: false, data, error: null } })
      },
      (failure: unknown) => {
        const error = failure instanceof Error ? failure : new Error(String(failure))
        if (current)
          setState({ key, fetched: { isPending: false, isError: true, data: undefined, error } })
      },
    )
    return () => void (current = false)
    // `load` is a new function each render; the key names what it asks for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled])
  return state?.key === key ? state.fetched : PENDING
}
