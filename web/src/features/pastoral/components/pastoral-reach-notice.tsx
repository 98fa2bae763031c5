import { AlertTriangle, Info } from 'lucide-react'
import type { TPastoralContact } from '@common/schemas/pastoral'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

const names = (people: readonly TPastoralContact[]) => people.map((p) => p.name).join(', ')

// Who would hear of a flagged comment with these settings: said plainly when it is not the
// contacts the church chose. The server applies the same rules (pastoral-recipients.ts): no
// contact ticked, its Owners; no Owner either, for a crisis, the agency's Owners.
export function PastoralReachNotice({
  routingEnabled,
  contactCount,
  owners,
}: {
  routingEnabled: boolean
  contactCount: number
  owners: readonly TPastoralContact[]
}) {
  if (!routingEnabled) {
    return (
      <Alert variant="warning">
        <AlertTriangle aria-hidden />
        <AlertTitle>No one at your church is told</AlertTitle>
        <AlertDescription>
          With routing off, flagged comments, even from someone who may be in crisis, reach only the
          agency's inbox.
        </AlertDescription>
      </Alert>
    )
  }
  if (contactCount > 0) return null
  if (owners.length === 0) {
    return (
      <Alert variant="warning">
        <AlertTriangle aria-hidden />
        <AlertTitle>No one at your church would be told</AlertTitle>
        <AlertDescription>
          Tick at least one pastoral contact. Until then, a comment from someone who may be in
          crisis goes to the agency's Owners instead.
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert role="status">
      <Info aria-hidden />
      <AlertTitle>No pastoral contact ticked yet</AlertTitle>
      <AlertDescription>
        {owners.length === 1 ? 'Your Owner' : 'Your Owners'}, {names(owners)}, will be told of
        flagged comments until you choose contacts.
      </AlertDescription>
    </Alert>
  )
}
