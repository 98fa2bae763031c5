import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { FullPageSpinner } from '@/components/ui/spinner'
import { useMe } from '@/lib/me'
import { Header } from './header'
import { ReleasePrerendered } from './release-prerendered'
import { RouteAnnouncer } from './route-announcer'
import { RouteErrorBoundary } from './route-error-boundary'

export function AppShell() {
  const me = useMe()
  const { pathname } = useLocation()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <RouteAnnouncer />
      <Header me={me.data ?? null} />
      <main id="main" className="flex-1">
        {me.isPending ? (
          <FullPageSpinner />
        ) : (
          // A screen's code arrives the first time it is opened; the spinner covers the wait.
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
              <ReleasePrerendered />
            </Suspense>
          </RouteErrorBoundary>
        )}
      </main>
    </div>
  )
}
