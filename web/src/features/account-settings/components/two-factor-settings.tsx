import { type FormEvent, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'
import {
  secretOf,
  type TwoFactorSetup,
  useConfirmTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactor,
  useTurnOffTwoFactor,
} from '../api/two-factor'
import { PasswordPrompt } from './password-prompt'
import { RecoveryCodes } from './recovery-codes'

type Step =
  | { kind: 'idle' }
  | { kind: 'password' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'new-codes' }
  | { kind: 'turn-off' }

// Two-factor sign-in for this person (decision 073): set up with the password, the secret typed
// or opened in an authenticator app, and a code that proves it; recovery codes shown once.
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const start = useStartTwoFactor()
  const newCodes = useNewRecoveryCodes()
  const turnOff = useTurnOffTwoFactor()
  const idle = () => setStep({ kind: 'idle' })

  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={idle} />
  if (step.kind === 'scan') {
    return (
      <ScanStep
        setup={step.setup}
        onConfirmed={() => {
          toast.success('Two-factor sign-in is on')
          setStep({ kind: 'codes', codes: step.setup.backupCodes })
        }}
        onCancel={idle}
      />
    )
  }

  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={enabled ? 'success' : 'secondary'}>{enabled ? 'On' : 'Off'}</Badge>
        {enabled
          ? 'Signing in asks for a code from your authenticator app after your password.'
          : 'Add a code from an authenticator app (Google Authenticator, 1Password, Authy…) to your password.'}
      </p>
      {step.kind === 'password' ? (
        <PasswordPrompt
          id="two-factor-setup-password"
          submitLabel="Continue"
          pending={start.isPending}
          error={start.error}
          onCancel={idle}
          onSubmit={(password) =>
            start.mutate(password, { onSuccess: (setup) => setStep({ kind: 'scan', setup }) })
          }
        />
      ) : step.kind === 'new-codes' ? (
        <PasswordPrompt
          id="two-factor-codes-password"
          submitLabel="Make new recovery codes"
          pending={newCodes.isPending}
          error={newCodes.error}
          onCancel={idle}
          onSubmit={(password) =>
            newCodes.mutate(password, {
              onSuccess: ({ backupCodes }) => setStep({ kind: 'codes', codes: backupCodes }),
            })
          }
        />
      ) : step.kind === 'turn-off' ? (
        <PasswordPrompt
          id="two-factor-off-password"
          submitLabel="Turn off two-factor sign-in"
          pending={turnOff.isPending}
          error={turnOff.error}
          onCancel={idle}
          onSubmit={(password) =>
            turnOff.mutate(password, {
              onSuccess: () => {
                toast.success('Two-factor sign-in is off')
                idle()
              },
            })
          }
        />
      ) : enabled ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setStep({ kind: 'new-codes' })}>
            New recovery codes
          </Button>
          <Button variant="outline" onClick={() => setStep({ kind: 'turn-off' })}>
            Turn off
          </Button>
        </div>
      ) : (
        <Button onClick={() => setStep({ kind: 'password' })}>Set up two-factor sign-in</Button>
      )}
    </div>
  )
}

function ScanStep({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: TwoFactorSetup
  onConfirmed: () => void
  onCancel: () => void
}) {
  const confirm = useConfirmTwoFactor()
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return setMissing(true)
    setMissing(false)
    confirm.mutate(code, { onSuccess: onConfirmed })
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label="Confirm two-factor sign-in"
    >
      <ol className="list-decimal space-y-3 pl-5 text-sm">
        <li>
          In your authenticator app, add an account and type this key (or{' '}
          <a className="text-primary underline" href={setup.totpURI}>
            open it in the app
          </a>{' '}
          on this phone):
          <code
            data-testid="two-factor-secret"
            className="mt-2 block break-all rounded-md border bg-muted/40 p-3 font-mono text-base tracking-wider"
          >
            {secretOf(setup.totpURI)}
          </code>
        </li>
        <li>Enter the 6-digit code the app shows, to prove it works.</li>
      </ol>
      {confirm.error ? <FormError message={confirm.error.message} /> : null}
      <FormField
        id="two-factor-confirm-code"
        label="Code from the app"
        error={missing ? 'Enter the code' : undefined}
      >
        <Input
          id="two-factor-confirm-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          aria-invalid={missing}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          Turn on
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
