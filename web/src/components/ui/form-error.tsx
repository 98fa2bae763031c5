import { AlertCircle } from 'lucide-react'
import { Alert, AlertDescription } from '@/components/ui/alert'

export function FormError({ message, title }: { message: string; title?: string }) {
  return (
    <Alert variant="destructive">
      <AlertCircle aria-hidden />
      {title ? <h3 className="mb-1 font-semibold leading-none">{title}</h3> : null}
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  )
}
