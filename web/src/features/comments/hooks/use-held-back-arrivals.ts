import { useCallback, useLayoutEffect, useRef, useState } from 'react'

// How far down the page counts as reading the list rather than looking at its top.
const SCROLLED_PX = 120

// New comments arriving at the top of a list the reader has scrolled down would push what they
// are reading away. While scrolled, such arrivals are held back and counted ("3 new comments")
// until the reader asks for them; at the top of the page they show at once. Next pages (added
// at the end) are never held. Forgets everything when `resetKey` (the filters) changes.
export function useHeldBackArrivals<Item extends { id: string }>(
  items: Item[] | undefined,
  resetKey: string,
) {
  // The comments shown so far under the current filters.
  const seen = useRef<{ key: string; ids: Set<string> } | null>(null)
  const [held, setHeld] = useState<ReadonlySet<string>>(() => new Set())
  const [key, setKey] = useState(resetKey)
  if (key !== resetKey) {
    setKey(resetKey)
    setHeld(new Set())
  }

  // Before paint, so held-back comments never flash into view.
  useLayoutEffect(() => {
    if (!items) return
    if (seen.current?.key !== resetKey) {
      seen.current = { key: resetKey, ids: new Set(items.map((item) => item.id)) }
      return
    }
    const known = seen.current.ids
    const firstKnown = items.findIndex((item) => known.has(item.id))
    const arrivals: string[] = []
    items.forEach((item, index) => {
      if (known.has(item.id)) return
      if (firstKnown !== -1 && index < firstKnown && window.scrollY > SCROLLED_PX) {
        arrivals.push(item.id)
      } else {
        known.add(item.id)
      }
    })
    if (arrivals.length === 0) return
    setHeld((previous) => {
      const fresh = arrivals.filter((id) => !previous.has(id))
      return fresh.length === 0 ? previous : new Set([...previous, ...fresh])
    })
  }, [items, resetKey])

  // Only those still in the list count (one deleted meanwhile is not "new").
  const present = new Set(items?.map((item) => item.id))
  const count = [...held].filter((id) => present.has(id)).length

  const reveal = useCallback(() => {
    for (const id of held) seen.current?.ids.add(id)
    setHeld(new Set())
    window.scrollTo({ top: 0 })
  }, [held])

  return { held, count, reveal }
}
