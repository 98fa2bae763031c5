import { useSyncExternalStore } from 'react'
import type * as SonnerModule from 'sonner'
import type { ExternalToast, toast as sonnerToast } from 'sonner'

type Sonner = typeof SonnerModule
type Title = Parameters<typeof sonnerToast>[0]

// The toast library loads with the first toast instead of with every page: the sign-in pages a
// church opens on a phone rarely show one (decision 024). Sonner replays toasts raised before its
// <Toaster> subscribed, so nothing is lost while it loads.
let sonner: Promise<Sonner> | undefined
const listeners = new Set<() => void>()

export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner')
    for (const listener of listeners) listener()
  }
  return sonner
}

const show =
  (kind: 'message' | 'success' | 'error' | 'info') => (title: Title, options?: ExternalToast) =>
    void loadToasts().then(({ toast }) =>
      kind === 'message' ? toast(title, options) : toast[kind](title, options),
    )

export const toast = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
})

// True once something has asked for a toast, so the <Toaster> mounts only then.
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    () => sonner !== undefined,
    // No toast is on a prerendered page (decision 061); one asked for since shows right after.
    () => false,
  )
}
