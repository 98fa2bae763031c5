import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import type { TMe } from '@common/schemas/auth'
import { FullPageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useMe } from '@/lib/me'

export const homeFor = (me: TMe) =>
  me.user.role === 'admin' ? paths.dashboard.getHref() : paths.portal.getHref()

// The server authorises every request; these guards only spare people screens they cannot use.
export function RequireClient({ children }: { children: ReactNode }) {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <FullPageSpinner />
  if (!me.data) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />
  if (me.data.user.role === 'admin') return <Navigate to={paths.dashboard.getHref()} replace />
  return children
}

// Anyone signed in, church or agency (their own account settings).
export function RequireUser({ children }: { children: ReactNode }) {
  const me = useMe()
  const location = useLocation()
  if (me.isPending) return <FullPageSpinner />
  if (!me.data) return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />
  return children
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  if (me.data?.user.role !== 'admin') return <Navigate to={paths.adminLogin.getHref()} replace />
  // The agency requires two-factor sign-in and this teammate has none: the server refuses
  // everything else until it is set up, so the setup is the one screen offered (decision 073).
  if (me.data.twoFactor.setupRequired) {
    return <Navigate to={paths.accountSettings.getHref()} replace />
  }
  return children
}

// Sign-in pages send people who are already signed in to their home.
export function RedirectSignedIn({ children, only }: { children: ReactNode; only?: 'admin' }) {
  const me = useMe()
  if (me.isPending) return <FullPageSpinner />
  if (me.data && (!only || me.data.user.role === only)) {
    return <Navigate to={homeFor(me.data)} replace />
  }
  return children
}
