import { useCallback, useState } from 'react'

export interface Selection {
  ids: ReadonlySet<string>
  // Every comment the current filter matches, not only the ones loaded ("Select all N matching").
  allMatching: boolean
  // A click toggles one card; a shift-click sets every card from the last clicked one to this
  // one to this one's new state, in the order the list shows them.
  toggle: (id: string, options: { range: boolean; orderedIds: readonly string[] }) => void
  selectAllMatching: () => void
  clear: () => void
}

// The cards picked for a bulk action. Starts empty again whenever `scope` (the filter) changes,
// so a selection never silently covers comments the list no longer shows.
export function useSelection(scope: string): Selection {
  const [state, setState] = useState({
    scope,
    ids: new Set<string>() as ReadonlySet<string>,
    allMatching: false,
    anchor: null as string | null,
  })
  const current =
    state.scope === scope
      ? state
      : { scope, ids: new Set<string>() as ReadonlySet<string>, allMatching: false, anchor: null }
  if (current !== state) setState(current)

  const toggle = useCallback<Selection['toggle']>(
    (id, { range, orderedIds }) =>
      setState((previous) => {
        const ids = new Set(previous.ids)
        const select = !ids.has(id)
        const from = range && previous.anchor ? orderedIds.indexOf(previous.anchor) : -1
        const to = orderedIds.indexOf(id)
        if (from >= 0 && to >= 0) {
          for (const each of orderedIds.slice(Math.min(from, to), Math.max(from, to) + 1)) {
            if (select) ids.add(each)
            else ids.delete(each)
          }
        } else if (select) ids.add(id)
        else ids.delete(id)
        return { ...previous, ids, allMatching: false, anchor: id }
      }),
    [],
  )
  const selectAllMatching = useCallback(
    () => setState((previous) => ({ ...previous, allMatching: true })),
    [],
  )
  const clear = useCallback(
    () =>
      setState((previous) => ({ ...previous, ids: new Set(), allMatching: false, anchor: null })),
    [],
  )
  return { ids: current.ids, allMatching: current.allMatching, toggle, selectAllMatching, clear }
}
