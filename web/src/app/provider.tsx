import { lazy, type ReactNode, Suspense, useEffect } from 'react'
import { useMe } from '@/lib/me'
import { showFlashedToast } from '@/lib/flash-toast'
import { loadToasts, useToastsRequested } from '@/lib/toast'

const RealtimeUpdates = lazy(() => import('./realtime-updates'))
const Toaster = lazy(() => loadToasts().then((sonner) => ({ default: sonner.Toaster })))

function Toasts() {
  const requested = useToastsRequested()
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      {/* One toast at a time, as the agency asked. */}
      <Toaster visibleToasts={1} richColors closeButton position="bottom-right" />
    </Suspense>
  )
}

// One event stream while someone is signed in keeps every open screen's data current.
function SignedInUpdates() {
  const { data: me } = useMe()
  if (!me) return null
  return (
    <Suspense fallback={null}>
      <RealtimeUpdates userId={me.user.id} />
    </Suspense>
  )
}

// No QueryClientProvider here: TanStack Query wraps only what signed-in people see
// (app/query-provider.tsx), so the public pages never load it (decision 050).
export function AppProvider({ children }: { children: ReactNode }) {
  useEffect(showFlashedToast, [])
  return (
    <>
      <SignedInUpdates />
      {children}
      <Toasts />
    </>
  )
}
