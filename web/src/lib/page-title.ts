import { useEffect } from 'react'
import { DEFAULT_SITE_NAME, useSiteName } from './site'

export const SITE_NAME = DEFAULT_SITE_NAME

type TitleListener = (title: string) => void
const listeners = new Set<TitleListener>()

export const fullTitle = (title: string | null, siteName: string = SITE_NAME) =>
  title ? `${title} · ${siteName}` : siteName

// Someone (the route announcer) wants to hear each title a screen sets.
export function onPageTitle(listener: TitleListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

// Names the screen in the tab and for screen readers: "Comments · Grace Media" (the agency's
// name, AGENCY_NAME). `undefined` means the name is still loading (an organization's, say), so
// the title waits instead of saying nothing useful; `null` is the bare site name.
export function usePageTitle(title: string | null | undefined) {
  const siteName = useSiteName()
  useEffect(() => {
    if (title === undefined) return
    const full = fullTitle(title, siteName)
    document.title = full
    for (const listener of listeners) listener(full)
  }, [title, siteName])
}
