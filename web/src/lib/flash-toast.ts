import { toast } from '@/lib/toast'

const KEY = 'flash-toast'

interface FlashToast {
  kind: 'success' | 'error'
  title: string
  description?: string
}

// A toast that survives a full page load: sign-out reloads the app from scratch (so nothing of
// the previous user survives in memory) and still says it worked.
export function flashToast(flash: FlashToast) {
  sessionStorage.setItem(KEY, JSON.stringify(flash))
}

export function showFlashedToast() {
  const stored = sessionStorage.getItem(KEY)
  if (!stored) return
  sessionStorage.removeItem(KEY)
  try {
    const flash = JSON.parse(stored) as FlashToast
    toast[flash.kind](flash.title, { description: flash.description })
  } catch {
    // A malformed entry is dropped.
  }
}
