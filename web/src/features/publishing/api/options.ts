import { useQuery } from '@tanstack/react-query'
import type { TAccountListPage } from '@common/schemas/account'
import type { TBusinessHours } from '@common/schemas/business-hours'
import type { TOrganization, TOrganizationPage } from '@common/schemas/organization'
import { api } from '@/lib/api-client'
import { queryKeys } from '@/lib/query-keys'

// The churches to pick from, by name (the first 100, as the other pickers).
export function useChurchOptions(enabled = true) {
  return useQuery({
    queryKey: queryKeys.postPickers.churches(),
    queryFn: () => api.get<TOrganizationPage>('/api/organizations?limit=100'),
    select: (page) => page.items.map(({ id, routeId, name }) => ({ id, routeId, name })),
    enabled,
  })
}

// A church's Instagram accounts that can publish.
export function useChurchAccounts(organizationId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.postPickers.accounts(organizationId ?? ''),
    queryFn: () =>
      api.get<TAccountListPage>(
        `/api/accounts?limit=50&organizationId=${encodeURIComponent(organizationId ?? '')}`,
      ),
    select: (page) => page.items,
    enabled: Boolean(organizationId),
  })
}

// The church's details, which fill a template's variables ({church.service_times}).
export function useChurch(routeId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.organizations.one(routeId ?? ''),
    queryFn: () =>
      api.get<TOrganization>(`/api/organizations/${encodeURIComponent(routeId ?? '')}`),
    enabled: Boolean(routeId),
  })
}

// The church's time zone, from its business hours; UTC until it sets one.
export function useChurchTimeZone(routeId: string | undefined) {
  const hours = useQuery({
    queryKey: queryKeys.businessHours(routeId ?? ''),
    queryFn: () =>
      api.get<TBusinessHours>(
        `/api/organizations/${encodeURIComponent(routeId ?? '')}/business-hours`,
      ),
    enabled: Boolean(routeId),
  })
  return { timeZone: hours.data?.hours?.timeZone ?? null, isPending: hours.isPending }
}
