import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Toaster } from 'sonner'
import { createQueryClient } from '@/lib/query-client'

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {/* One toast at a time, as the agency asked. */}
      <Toaster visibleToasts={1} richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  )
}
