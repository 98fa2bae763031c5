import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { Toaster } from 'sonner'
import { useMe } from '@/features/auth/api/get-me'
import { showFlashedToast } from '@/lib/flash-toast'
import { createQueryClient } from '@/lib/query-client'
import { useRealtime } from '@/lib/realtime'

// One event stream while someone is signed in keeps every open screen's data current.
function RealtimeUpdates() {
  const { data: me } = useMe()
  useRealtime(me?.user.id ?? null)
  return null
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  useEffect(showFlashedToast, [])
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeUpdates />
      {children}
      {/* One toast at a time, as the agency asked. */}
      <Toaster visibleToasts={1} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  )
}
