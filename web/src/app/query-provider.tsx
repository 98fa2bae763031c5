import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { onUserChange } from '@/lib/me'
import { createQueryClient } from '@/lib/query-client'

// One cache for the whole signed-in app. Its own chunk, with TanStack Query: only the guarded
// screens, the signed-in header controls and the event stream are wrapped in it, so the public
// pages never load it (decision 050). Every provider hands out this same client.
const queryClient = createQueryClient()
onUserChange(() => queryClient.removeQueries())

export default function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
