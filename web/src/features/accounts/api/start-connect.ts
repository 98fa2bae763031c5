import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { rememberConnection } from '../lib/pending-connection'

// Asks the server for a state and Instagram's consent address, remembers the state, and leaves
// for Instagram. The page unloads on success, so "Connecting..." stays until it does.
export function useStartConnect() {
  return useMutation({
    mutationFn: async (accountId?: string) => {
      const result = await api.post<{ state: string; authorizeUrl: string }>(
        '/api/instagram/connect',
        accountId ? { accountId } : {},
      )
      rememberConnection({ state: result.state, accountId: accountId ?? null })
      window.location.assign(result.authorizeUrl)
      return result
    },
  })
}
