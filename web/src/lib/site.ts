import { useSyncExternalStore } from 'react'
import { SITE_META, SITE_NAME_SLOT } from '@common/prerendered-page'
import type { TSite } from '@common/schemas/mail'
import { api } from './api-client'
import { pageMeta, PRERENDERING } from './prerendered'

export const DEFAULT_SITE_NAME = 'Flock'

// The agency's name (AGENCY_NAME on the server), for the landing page and page titles. Asked once
// per page load, without TanStack Query: the landing page shows it (decision 050). Until it
// arrives, and if it cannot, the product's own name stands in. A prerendered page carries the
// answer, and the build renders a slot the server fills with the name (decision 061).
let site: { data?: TSite; isError: boolean } = { data: siteFromPage(), isError: false }
let asked = site.data !== undefined

function siteFromPage(): TSite | undefined {
  if (PRERENDERING) return { agencyName: SITE_NAME_SLOT, timeZone: 'UTC' }
  const content = pageMeta(SITE_META)
  if (!content) return undefined
  try {
    const { agencyName, timeZone } = JSON.parse(content) as Record<string, unknown>
    const valid = typeof agencyName === 'string' && typeof timeZone === 'string'
    return valid ? { agencyName, timeZone } : undefined
  } catch {
    return undefined
  }
}
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

const current = () => site
const useSite = () => useSyncExternalStore(subscribe, current, current)

export function useSiteName(): string {
  return useSite().data?.agencyName ?? DEFAULT_SITE_NAME
}

// The agency's time zone; undefined until known (a report waits for it to pick its days).
export function useAgencyTimeZone(): string | undefined {
  const current = useSite()
  return current.data?.timeZone ?? (current.isError ? 'UTC' : undefined)
}
