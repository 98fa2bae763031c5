import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { onPageTitle } from '@/lib/page-title'

// A single-page app changes screens without a page load, so screen readers would say nothing:
// after each navigation this polite live region reads out the new screen's title once it is
// known (a screen whose code or name is still loading sets it a moment later).
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const [message, setMessage] = useState('')
  const waitingForTitle = useRef(false)
  const previousPath = useRef(pathname)

  // A layout effect runs before every screen's (passive) title effect of the same render.
  useLayoutEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    waitingForTitle.current = true
  }, [pathname])

  useEffect(
    () =>
      onPageTitle((title) => {
        if (!waitingForTitle.current) return
        waitingForTitle.current = false
        setMessage(title)
      }),
    [],
  )

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  )
}
