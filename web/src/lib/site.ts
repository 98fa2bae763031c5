import { useSyncExternalStore } from 'react'
import type { TSite } from '@common/schemas/mail'
import { api } from './api-client'

export const DEFAULT_SITE_NAME = 'Flock'

// The agency's name (AGENCY_NAME on the server), for the landing page and page titles. Asked once
// per page load, without TanStack Query: the landing page shows it (decision 050). Until it
// arrives, and if it cannot, the product's own name stands in.
let site: { data?: TSite; isError: boolean } = { isError: false }
let asked = false
const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!asked) {
    asked = true
    api.get<TSite>('/api/site').then(
      (data) => publish({ data, isError: false }),
      () => publish({ isError: true }),
    )
  }
  return () => void listeners.delete(listener)
}

function publish(next: typeof site) {
  site = next
  for (const listener of listeners) listener()
}

const useSite = () => useSyncExternalStore(subscribe, () => site)

export function useSiteName(): string {
  return useSite().data?.agencyName ?? DEFAULT_SITE_NAME
}

// The agency's time zone; undefined until known (a report waits for it to pick its days).
export function useAgencyTimeZone(): string | undefined {
  const current = useSite()
  return current.data?.timeZone ?? (current.isError ? 'UTC' : undefined)
}
