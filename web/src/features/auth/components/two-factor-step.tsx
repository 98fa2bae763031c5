import { type FormEvent, useState } from 'react'
import type { TMe, TRole } from '@common/schemas/auth'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { useVerifyCode } from '../api/verify-code'

// The second step of signing in, on both login pages: the six digits of the authenticator app,
// or one of the recovery codes saved at setup (each works once).
export function TwoFactorStep({
  portal,
  onSignedIn,
  onRestart,
}: {
  portal: TRole
  onSignedIn: (me: TMe) => void
  onRestart: () => void
}) {
  const verify = useVerifyCode(portal)
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const id = recovery ? 'two-factor-recovery-code' : 'two-factor-code'

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setMissing(true)
    setMissing(false)
    verify.mutate({ code, recovery }, { onSuccess: onSignedIn })
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Two-factor sign-in">
      {verify.error ? <FormError title="Login failed" message={verify.error.message} /> : null}
      <p className="text-sm text-muted-foreground">
        {recovery
          ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in.'
          : 'Open your authenticator app and enter the 6-digit code it shows for Flock.'}
      </p>
      <FormField
        id={id}
        label={recovery ? 'Recovery code' : 'Authentication code'}
        error={missing ? 'Enter the code' : undefined}
      >
        <Input
          id={id}
          key={id}
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          aria-invalid={missing}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary hover:underline"
          onClick={() => {
            setRecovery(!recovery)
            setCode('')
            setMissing(false)
          }}
        >
          {recovery ? 'Use the authenticator app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className="text-muted-foreground hover:underline" onClick={onRestart}>
          Start again
        </button>
      </div>
    </form>
  )
}
