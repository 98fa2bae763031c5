import { useQuery } from '@tanstack/react-query'
import type { TAccountPage } from '@common/schemas/account'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface LogoChoice {
  id: string
  username: string
  profilePictureUrl: string | null
}

// The organization's Instagram accounts whose profile picture can be its logo. Under
// ['accounts'] so a connected or changed account refreshes the choices.
export function useLogoChoices(routeId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.accounts.logoChoices(routeId),
    queryFn: () =>
      api.get<TAccountPage>(`/api/organizations/${encodeURIComponent(routeId)}/accounts?limit=100`),
    select: (page): LogoChoice[] =>
      page.items
        .filter((account) => account.profilePictureUrl)
        .map(({ id, username, profilePictureUrl }) => ({ id, username, profilePictureUrl })),
    enabled,
  })
}
