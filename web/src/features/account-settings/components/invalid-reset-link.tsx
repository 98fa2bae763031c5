import { Link } from 'react-router'
import { AlertCircle } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'

export const INVALID_LINK_MESSAGE =
  'This reset link has expired or was already used. Ask for a new one.'

export function InvalidResetLink() {
  return (
    <div className="space-y-4">
      <Alert variant="destructive">
        <AlertCircle aria-hidden />
        <AlertTitle>Link not valid</AlertTitle>
        <AlertDescription>{INVALID_LINK_MESSAGE}</AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword.getHref()}>Ask for a new link</Link>
      </Button>
    </div>
  )
}
