import { ConnectionLost } from '@/components/connection-lost'
import { useRealtime } from '@/lib/realtime'
import WithQueries from './query-provider'

function Stream({ userId }: { userId: string }) {
  useRealtime(userId)
  return <ConnectionLost />
}

// Its own chunk: only signed-in people open the event stream, so public pages skip its code.
export default function RealtimeUpdates({ userId }: { userId: string }) {
  return (
    <WithQueries>
      <Stream userId={userId} />
    </WithQueries>
  )
}
