import { Minus, TrendingDown, TrendingUp } from 'lucide-react'
import { cn } from '@/lib/utils'
import { formatChange } from '@/utils/format'

// "+12% vs yesterday": green up, red down, grey flat.
export function Trend({
  change,
  unit,
  against,
}: {
  change: number
  unit: '%' | ' pts'
  against: string
}) {
  const Icon = change > 0 ? TrendingUp : change < 0 ? TrendingDown : Minus
  return (
    <span className="inline-flex items-center gap-1">
      <span
        className={cn(
          'inline-flex items-center gap-0.5 font-medium',
          change > 0 && 'text-emerald-700',
          change < 0 && 'text-red-600',
        )}
      >
        <Icon className="size-3.5" aria-hidden />
        {formatChange(change, unit)}
      </span>
      {against}
    </span>
  )
}
