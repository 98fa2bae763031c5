import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { useMe } from '@/lib/me'
import { showFlashedToast } from '@/lib/flash-toast'
import { createQueryClient } from '@/lib/query-client'
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

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  useEffect(showFlashedToast, [])
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInUpdates />
      {children}
      <Toasts />
    </QueryClientProvider>
  )
}
