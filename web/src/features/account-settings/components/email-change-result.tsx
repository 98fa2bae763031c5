import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'

// The confirmation link mailed to a new address lands here: ?email=confirmed, with &error=… when
// it had expired or was used already (better-auth adds the error).
export function EmailChangeResult({ search }: { search: URLSearchParams }) {
  if (search.get('email') !== 'confirmed') return null
  if (search.get('error')) {
    return (
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Email not changed</AlertTitle>
        <AlertDescription>
          This confirmation link has expired or was already used. Ask for a new one below.
        </AlertDescription>
      </Alert>
    )
  }
  return (
    <Alert variant="success">
      <CheckCircle2 aria-hidden />
      <AlertTitle>Email changed</AlertTitle>
      <AlertDescription>From now on you sign in with your new address.</AlertDescription>
    </Alert>
  )
}
