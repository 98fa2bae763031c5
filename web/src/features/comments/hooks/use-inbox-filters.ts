import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation, useNavigationType, useSearchParams } from 'react-router'
import { INBOX_SORTS, INBOX_VIEWS, type TInboxSort, type TInboxView } from '@common/schemas/comment'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { INBOX_KINDS, type TInboxKind } from '@common/schemas/direct-messages'
import { PASTORAL_FLAGS, type TPastoralFlag } from '@common/schemas/pastoral'
import type { InboxFilters } from '../api/list-comments'

// The view the inbox opens on when the address names none (decision 079).
export const OPENING_VIEW: TInboxView = 'open'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// The inbox's view as the address spells it:
//   /comments?view=open&org=<id>&account=<id>&account=<id>&post=<id>&assignee=me|unassigned|<id>
//            &label=<id>&from=YYYY-MM-DD&to=YYYY-MM-DD&q=<text>&flag=<pastoral flag>
//            &sort=newest|oldest&kind=messages|mentions|all
// Anything unreadable is left out rather than sent, so an old or hand-edited link still opens.
// Without a view the inbox opens on Open: the work still to do, without hidden comments (decision
// 079); All, Hidden and the rest are one click away and named in the address (?view=all).
// Without a kind it shows comments, as it always did (decision 072).
// Links from before decision 040 (?status=pending, ?search=) open the same view.
export function filtersFromParams(params: URLSearchParams): InboxFilters {
  const legacy = params.get('status') === 'pending' ? 'open' : params.get('status')
  const rawView = params.get('view') ?? legacy
  const view = INBOX_VIEWS.includes(rawView as TInboxView) ? (rawView as TInboxView) : OPENING_VIEW
  const rawSort = params.get('sort')
  const sort = INBOX_SORTS.includes(rawSort as TInboxSort) ? (rawSort as TInboxSort) : 'newest'
  const ids = (name: string) => [...new Set(params.getAll(name).filter((id) => UUID.test(id)))]
  const one = (name: string, pattern: RegExp) => {
    const value = params.get(name)
    return value && pattern.test(value) ? value : undefined
  }
  const assignee = params.get('assignee')
  const rawKind = params.get('kind')
  const kind = INBOX_KINDS.includes(rawKind as TInboxKind) ? (rawKind as TInboxKind) : 'comments'
  return {
    kind,
    // Only comments can be hidden on Instagram: the other kinds have no Hidden view.
    view: view === 'hidden' && kind !== 'comments' ? OPENING_VIEW : view,
    organizationIds: ids('org'),
    accountIds: ids('account'),
    postId: one('post', UUID),
    assignee:
      assignee === 'me' || assignee === 'unassigned' || (assignee && UUID.test(assignee))
        ? assignee
        : undefined,
    labelId: one('label', UUID),
    from: one('from', DAY),
    to: one('to', DAY),
    search: (params.get('q') ?? params.get('search') ?? '').trim() || undefined,
    flag: PASTORAL_FLAGS.find((flag) => flag === params.get('flag')),
    sort,
  }
}

type ListName = 'org' | 'account'
type SingleName =
  'kind' | 'view' | 'post' | 'assignee' | 'label' | 'from' | 'to' | 'q' | 'flag' | 'sort'

// The view lives in the address: a reload or a link sent to a colleague opens the same view,
// and Back returns to the previous one. The search box shows what is typed at once and writes
// the address once typing pauses, replacing the current history entry rather than adding one
// per search.
export function useInboxFilters() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)

  // The address as last asked for. The router applies it in a transition, and a tab click
  // reports its choice twice (mouse down, then focus) before that lands: the second report must
  // not add a second history entry.
  const latest = useRef(params.toString())
  useLayoutEffect(() => {
    latest.current = params.toString()
  }, [params])

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, replace: boolean) => {
      const next = new URLSearchParams(latest.current)
      // The old names give way to the new ones on the first change.
      next.delete('status')
      next.delete('search')
      edit(next)
      if (next.toString() === latest.current) return
      latest.current = next.toString()
      setParams(next, { replace })
    },
    [setParams],
  )

  const set = useCallback(
    (name: SingleName, value: string | undefined, replace = false) =>
      change((next) => {
        if (value) next.set(name, value)
        else next.delete(name)
      }, replace),
    [change],
  )

  const setList = useCallback(
    (name: ListName, values: string[]) =>
      change((next) => {
        next.delete(name)
        for (const value of values) next.append(name, value)
      }, false),
    [change],
  )

  // Typed text is the box's own state; Back and Forward (a POP) show the search of the entry
  // returned to.
  const location = useLocation()
  const navigationType = useNavigationType()
  const [searchText, setSearchText] = useState(filters.search ?? '')
  const [poppedTo, setPoppedTo] = useState(location.key)
  if (navigationType === 'POP' && location.key !== poppedTo) {
    setPoppedTo(location.key)
    setSearchText(filters.search ?? '')
  }
  const typed = useDebouncedValue(searchText.trim())
  useEffect(() => {
    if (typed === (new URLSearchParams(latest.current).get('q') ?? '')) return
    set('q', typed || undefined, true)
  }, [typed, set])

  const hasFilters = Boolean(
    filters.organizationIds.length ||
    filters.accountIds.length ||
    filters.postId ||
    filters.assignee ||
    filters.labelId ||
    filters.from ||
    filters.to ||
    filters.flag ||
    filters.search,
  )

  return {
    filters,
    searchText,
    setSearchText,
    hasFilters,
    setView: (value: TInboxView) => set('view', value === OPENING_VIEW ? undefined : value),
    setKind: (value: TInboxKind) =>
      change((next) => {
        if (value === 'comments') next.delete('kind')
        else next.set('kind', value)
        // Hidden is a comments' view; the others open on the opening view.
        if (value !== 'comments' && next.get('view') === 'hidden') next.delete('view')
      }, false),
    setSort: (value: TInboxSort) => set('sort', value === 'newest' ? undefined : value),
    setOrganizations: (ids: string[]) => setList('org', ids),
    setAccounts: (ids: string[]) => setList('account', ids),
    setPost: (id: string | undefined) => set('post', id),
    setAssignee: (value: string | undefined) => set('assignee', value),
    setLabel: (id: string | undefined) => set('label', id),
    setFrom: (day: string | undefined) => set('from', day),
    setTo: (day: string | undefined) => set('to', day),
    setFlag: (flag: TPastoralFlag | undefined) => set('flag', flag),
    clearFilters: () =>
      change((next) => {
        for (const name of [
          'org',
          'account',
          'post',
          'assignee',
          'label',
          'from',
          'to',
          'q',
          'flag',
        ])
          next.delete(name)
      }, false),
  }
}
