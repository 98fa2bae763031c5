import { WifiOff } from 'lucide-react'
import { useConnectionLost } from '@/lib/connection'

// While Flock cannot be reached, the screens show what was last loaded; this says so.
export function ConnectionLost() {
  const lost = useConnectionLost()
  return (
    <div role="status" aria-live="polite">
      {lost ? (
        <p className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-sm font-medium text-amber-900 shadow">
          <WifiOff className="size-4" aria-hidden />
          Connection to Flock lost. Reconnecting… What you see may be out of date.
        </p>
      ) : null}
    </div>
  )
}
