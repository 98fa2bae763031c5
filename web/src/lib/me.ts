import { useSyncExternalStore } from 'react'
import type { TMe } from '@common/schemas/auth'
import { SESSION_META, SIGNED_OUT } from '@common/prerendered-page'
import { api, ApiError } from '@/lib/api-client'
import { pageMeta, PRERENDERING } from '@/lib/prerendered'

// Signed out is an answer, not an error: the API says null.
export const getMe = () => api.get<TMe | null>('/api/me')

// Who is signed in, asked once as the app starts and kept here rather than in TanStack Query,
// so that the public pages, which read it through the shell and the guards, do not load Query
// (decision 050). Signed-in code that invalidates the `me` query key asks again through
// refreshMe (lib/query-client.ts forwards it).
export interface MeState {
  data: TMe | null | undefined
  isPending: boolean
  isError: boolean
}

const NOT_ASKED: MeState = { data: undefined, isPending: true, isError: false }
const SIGNED_OUT_STATE: MeState = { data: null, isPending: false, isError: false }

// The build prerenders the first pages as seen signed out, and the server sends such a page only
// to someone it found signed out (decision 061): then there is nothing to ask before showing it.
let state: MeState =
  PRERENDERING || pageMeta(SESSION_META) === SIGNED_OUT ? SIGNED_OUT_STATE : NOT_ASKED
let asking: Promise<void> | undefined
const listeners = new Set<() => void>()
const userChangeListeners = new Set<() => void>()

function publish(next: MeState) {
  const before = state.data?.user.id
  state = next
  const after = state.data?.user.id
  // Someone else now (an invitation accepted while signed in, say): data read as the previous
  // person must go. Signing out loads the app afresh, so that path never needs this.
  if (before !== undefined && after !== before)
    for (const listener of userChangeListeners) listener()
  for (const listener of listeners) listener()
}

export function onUserChange(listener: () => void): () => void {
  userChangeListeners.add(listener)
  return () => void userChangeListeners.delete(listener)
}

export function setMe(me: TMe | null) {
  publish({ data: me, isPending: false, isError: false })
}

// A 4xx will not change by asking again; network blips and 5xx may (twice, as the queries do).
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500)

// A request that replaces this browser's session (turning two-factor sign-in on or off): the old
// session ends on the server before the answer brings the new cookie, and the live-update stream,
// ended with it, asks who is signed in. Asked with the old cookie the answer would be "nobody";
// asking waits for the replacement instead.
let replacingSession: Promise<unknown> | undefined

export async function whileSessionIsReplaced<T>(request: Promise<T>): Promise<T> {
  replacingSession = request
  try {
    return await request
  } finally {
    if (replacingSession === request) replacingSession = undefined
  }
}

async function ask(attempt = 0): Promise<void> {
  if (replacingSession) await replacingSession.catch(() => {})
  try {
    setMe(await getMe())
  } catch (error) {
    if (attempt < 2 && worthRetrying(error)) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt))
      return ask(attempt + 1)
    }
    // What was known stays, as a failed refetch leaves a query's data.
    publish({ ...state, isPending: false, isError: true })
  }
}

// Asks the server again; calls made while a question is out share its answer.
export function refreshMe(): Promise<void> {
  asking ??= ask().finally(() => (asking = undefined))
  return asking
}

// Back to "not asked yet", for tests that each answer differently.
export function forgetMe() {
  state = NOT_ASKED
  asking = undefined
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (state.isPending && !asking) void refreshMe()
  return () => void listeners.delete(listener)
}

export function useMe(): MeState {
  const current = () => state
  // The same state serves hydrating a prerendered page: it starts as the build rendered it.
  return useSyncExternalStore(subscribe, current, current)
}
