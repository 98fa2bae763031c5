import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { toast } from '@/lib/toast'
import { useRequireTwoFactor } from '../api/team'

// The Owner's switch: with it on, a teammate without two-factor sign-in can do nothing in Flock
// until they set it up.
export function TwoFactorRequirement({ required }: { required: boolean }) {
  const change = useRequireTwoFactor()
  const [error, setError] = useState<string | null>(null)
  return (
    <div className="space-y-3">
      {error ? <FormError message={error} /> : null}
      <p className="text-sm text-muted-foreground">
        {required
          ? 'Everyone on the team signs in with a code from an authenticator app. A teammate without one is sent to set it up and can do nothing else until then.'
          : 'Not required: each teammate chooses in their account settings.'}
      </p>
      <Button
        variant={required ? 'outline' : 'default'}
        disabled={change.isPending}
        onClick={() => {
          setError(null)
          change.mutate(!required, {
            onSuccess: (answer) =>
              toast.success(
                answer.required
                  ? 'Two-factor sign-in is required of the team'
                  : 'Two-factor sign-in is no longer required',
              ),
            onError: (failure) => setError(failure.message),
          })
        }}
      >
        {required ? 'Stop requiring two-factor sign-in' : 'Require two-factor sign-in'}
      </Button>
    </div>
  )
}
