import { useEffect } from 'react'

export const SITE_NAME = 'Flock'

type TitleListener = (title: string) => void
const listeners = new Set<TitleListener>()

export const fullTitle = (title: string | null) => (title ? `${title} · ${SITE_NAME}` : SITE_NAME)

// Someone (the route announcer) wants to hear each title a screen sets.
export function onPageTitle(listener: TitleListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// Names the screen in the tab and for screen readers: "Comments · Flock". `undefined` means the
// name is still loading (an organization's, say), so the title waits instead of saying nothing
// useful; `null` is the bare site name.
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title === undefined) return
    const full = fullTitle(title)
    document.title = full
    for (const listener of listeners) listener(full)
  }, [title])
}
