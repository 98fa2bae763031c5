import type { TAccountStatus } from '@common/schemas/account'
import { Badge } from '@/components/ui/badge'

const LABELS: Record<
  TAccountStatus,
  { label: string; variant: 'success' | 'secondary' | 'warning' }
> = {
  connected: { label: 'Connected', variant: 'success' },
  disconnected: { label: 'Disconnected', variant: 'secondary' },
  needs_reconnection: { label: 'Needs reconnection', variant: 'warning' },
}

export function AccountStatusBadge({ status }: { status: TAccountStatus }) {
  const { label, variant } = LABELS[status]
  return <Badge variant={variant}>{label}</Badge>
}
