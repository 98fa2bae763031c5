import { useEffect } from 'react'

// A prerendered page arrives with #root inert (decision 061): until the app has taken it over, a
// tap would do nothing useful, and a login form sent by the browser itself would put the password
// in the address. Rendered after the screen, inside its Suspense boundary, so this runs once the
// screen is hydrated (or rendered afresh).
export function ReleasePrerendered() {
  useEffect(() => document.getElementById('root')?.removeAttribute('inert'), [])
  return null
}
