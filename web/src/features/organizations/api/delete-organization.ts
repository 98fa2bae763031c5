import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

export interface TOrganizationDeletion {
  organizationId: string
  members: number
  accounts: number
  posts: number
  comments: number
}

export function useDeleteOrganization(routeId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (confirmName: string) =>
      api.delete<TOrganizationDeletion>(`/api/organizations/${encodeURIComponent(routeId)}`, {
        confirmName,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.organizations.all() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts.all() })
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() })
    },
  })
}

// A plain link: the browser downloads the zip with the session cookie, no script in between.
export const organizationExportHref = (routeId: string) =>
  `/api/organizations/${encodeURIComponent(routeId)}/export`
