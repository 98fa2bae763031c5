import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createQueryClient } from '@/lib/query-client'

// Renders with the app's own QueryClient settings (retries, stale times), fresh per test.
export function renderWithQueries(ui: ReactElement) {
  const queryClient = createQueryClient()
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>)
  return { ...view, queryClient }
}
