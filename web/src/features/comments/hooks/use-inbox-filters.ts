import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import type { InboxFilters } from '../api/list-comments'

type Status = InboxFilters['status']
const STATUSES: readonly Status[] = ['all', 'pending', 'responded']

// The inbox's view lives in the address: ?status=pending&account=<id>&search=<text>. A reload
// or a link sent to a colleague opens the same view, and Back returns to the previous tab or
// account. The search box shows what is typed at once and writes the address once typing
// pauses, replacing the current history entry rather than adding one per search.
export function useInboxFilters() {
  const [params, setParams] = useSearchParams()
  const raw = params.get('status')
  const status: Status = STATUSES.includes(raw as Status) ? (raw as Status) : 'all'
  const accountId = params.get('account') || undefined
  const search = params.get('search') ?? ''
  const rawFlag = params.get('flag')
  const flag = PASTORAL_FLAGS.includes(rawFlag as TPastoralFlag)
    ? (rawFlag as TPastoralFlag)
    : undefined

  // The address as last asked for. The router applies it in a transition, and a tab click
  // reports its choice twice (mouse down, then focus) before that lands: the second report must
  // not add a second history entry.
  const latest = useRef(params.toString())
  useLayoutEffect(() => {
    latest.current = params.toString()
  }, [params])

  const update = useCallback(
    (name: string, value: string | undefined, replace: boolean) => {
      const next = new URLSearchParams(latest.current)
      if (value) next.set(name, value)
      else next.delete(name)
      if (next.toString() === latest.current) return
      latest.current = next.toString()
      setParams(next, { replace })
    },
    [setParams],
  )

  // Typed text is the box's own state; Back and Forward (a POP) show the search of the entry
  // returned to.
  const location = useLocation()
  const navigationType = useNavigationType()
  const [searchText, setSearchText] = useState(search)
  const [poppedTo, setPoppedTo] = useState(location.key)
  if (navigationType === 'POP' && location.key !== poppedTo) {
    setPoppedTo(location.key)
    setSearchText(search)
  }
  const typed = useDebouncedValue(searchText.trim())
  useEffect(() => update('search', typed || undefined, true), [typed, update])

  return {
    status,
    accountId,
    // What the list shows: the search in the address.
    search: search || undefined,
    searchText,
    flag,
    setFlag: (value: TPastoralFlag | undefined) => update('flag', value, false),
    setStatus: (value: Status) => update('status', value === 'all' ? undefined : value, false),
    setAccountId: (value: string | undefined) => update('account', value, false),
    setSearchText,
  }
}
