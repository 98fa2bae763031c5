import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'

// The password asked again before a change to how this account signs in.
export function PasswordPrompt({
  id,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  id: string
  submitLabel: string
  pending: boolean
  error: Error | null
  onSubmit: (password: string) => void
  onCancel?: () => void
}) {
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) return setMissing(true)
    setMissing(false)
    onSubmit(password)
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {error ? <FormError message={error.message} /> : null}
      <FormField id={id} label="Your password" error={missing ? 'Password is required' : undefined}>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          aria-invalid={missing}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
