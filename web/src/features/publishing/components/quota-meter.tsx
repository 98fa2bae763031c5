import { Gauge } from 'lucide-react'
import { cx } from '@/lib/class-names'
import { usePublishingLimit } from '../api/settings'
import { formatInZone } from '../lib/zoned-time'

// An account's Instagram quota: posts published through the API in the last 24 hours, of 50.
export function QuotaMeter({
  accountId,
  username,
  timeZone,
}: {
  accountId: string
  username: string
  timeZone: string
}) {
  const limit = usePublishingLimit(accountId)
  if (limit.isError) {
    return (
      <p className="text-xs text-muted-foreground">
        @{username}: quota unknown ({limit.error.message})
      </p>
    )
  }
  if (!limit.data) return <p className="text-xs text-muted-foreground">@{username}: quota…</p>
  const { quotaUsage, quotaTotal, nextSlotAt } = limit.data
  const full = quotaUsage >= quotaTotal
  return (
    <p
      className={cx(
        'flex items-center gap-1 text-xs',
        full ? 'text-red-800' : 'text-muted-foreground',
      )}
      title="Posts Instagram let this account publish through Flock in the last 24 hours"
    >
      <Gauge className="size-3.5" aria-hidden />
      <span>
        @{username}: {quotaUsage} of {quotaTotal} posts in 24 h
        {full && nextSlotAt ? `; next slot ${formatInZone(nextSlotAt, timeZone)}` : ''}
      </span>
    </p>
  )
}
