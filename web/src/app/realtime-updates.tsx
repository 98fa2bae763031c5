import { useRealtime } from '@/lib/realtime'

// Its own chunk: only signed-in people open the event stream, so public pages skip its code.
export default function RealtimeUpdates({ userId }: { userId: string }) {
  useRealtime(userId)
  return null
}
