import type { TPastoralFlag } from '@common/schemas/pastoral'
import { Badge } from '@/components/ui/badge'

export const PASTORAL_FLAG_LABELS: Record<TPastoralFlag, string> = {
  crisis: 'Crisis',
  prayer: 'Prayer request',
  grief: 'Grief or illness',
  contact: 'Contact data shared',
}

const VARIANTS = {
  crisis: 'destructive',
  prayer: 'secondary',
  grief: 'secondary',
  contact: 'warning',
} as const

// A comment's pastoral flags, for the agency's cards and the church's Pastoral care list alike.
export function PastoralFlagBadges({ flags }: { flags: readonly TPastoralFlag[] }) {
  return (
    <>
      {flags.map((flag) => (
        <Badge key={flag} variant={VARIANTS[flag]}>
          {PASTORAL_FLAG_LABELS[flag]}
        </Badge>
      ))}
    </>
  )
}
