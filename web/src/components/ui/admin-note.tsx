import { ShieldCheck } from 'lucide-react'
import type { ReactNode } from 'react'
import { Alert, AlertDescription } from './alert'

// Tells admins why they see more than a church would; a note, not an alert to announce.
export function AdminNote({ children }: { children: ReactNode }) {
  return (
    <Alert role="note" className="border-primary/20 bg-primary/5">
      <ShieldCheck aria-hidden />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
