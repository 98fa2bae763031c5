import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  PRESENCE_HEARTBEAT_SECONDS,
  type TPresence,
  type TPresenceList,
} from '@common/schemas/comment-detail'
import { api } from '@/lib/api-client'
import { useMe } from '@/lib/me'
import { queryKeys } from '@/lib/query-keys'

// Everyone of the team replying right now, refetched whenever someone starts, keeps on or stops
// (realtime 'comment.team' events). An entry whose time passes without a new heartbeat (a closed
// tab) drops out here on its own.
export function usePresence() {
  const query = useQuery({
    queryKey: queryKeys.presence(),
    queryFn: () => api.get<TPresenceList>('/api/presence'),
  })
  const [now, setNow] = useState(() => Date.now())
  const items = query.data?.items ?? []
  const nextExpiry = Math.min(...items.map((item) => Date.parse(item.expiresAt)))
  useEffect(() => {
    if (!Number.isFinite(nextExpiry)) return
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()) + 50)
    return () => clearTimeout(timer)
  }, [nextExpiry])
  return items.filter((item) => Date.parse(item.expiresAt) > now)
}

// The names of the other teammates replying to this comment.
export function useReplying(commentId: string): string[] {
  const me = useMe().data?.user?.id
  return usePresence()
    .filter((item: TPresence) => item.commentId === commentId && item.userId !== me)
    .map((item) => item.name)
}

// While the reply box is open (or, in a conversation, while something is written in its send
// box), tells the team every few seconds; on closing, at once.
export function useReplyPresence(
  commentId: string,
  replying: boolean,
  target: 'comment' | 'conversation' = 'comment',
) {
  useEffect(() => {
    if (!replying) return
    const base = target === 'comment' ? '/api/comments' : '/api/direct-conversations'
    const url = `${base}/${encodeURIComponent(commentId)}/presence`
    const beat = () => void api.put(url).catch(() => {})
    beat()
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_SECONDS * 1000)
    return () => {
      clearInterval(timer)
      void api.delete(url).catch(() => {})
    }
  }, [commentId, replying, target])
}

export function replyingText(names: string[]): string | null {
  if (names.length === 0) return null
  if (names.length === 1) return `${names[0]} is replying…`
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are replying…`
}
