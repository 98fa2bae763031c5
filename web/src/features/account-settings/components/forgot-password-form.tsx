import { type FormEvent, useRef, useState } from 'react'
import { MailCheck } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { FormError } from '@/components/ui/form-error'
import { useRequestPasswordReset } from '../api/password-reset'

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sentTo, setSentTo] = useState<string>()
  const input = useRef<HTMLInputElement>(null)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = email.trim()
    const problem = !trimmed
      ? 'Email is required'
      : looksLikeEmail(trimmed)
        ? undefined
        : 'Please enter a valid email address'
    setError(problem)
    if (problem) return input.current?.focus()
    request.mutate(trimmed, { onSuccess: () => setSentTo(trimmed) })
  }

  if (sentTo) {
    return (
      <Alert variant="success">
        <MailCheck aria-hidden />
        <AlertTitle>Check your e-mail</AlertTitle>
        <AlertDescription>
          <p>
            If an account uses <strong className="break-all">{sentTo}</strong>, a link to choose a
            new password is on its way. It works once, for one hour.
          </p>
          <p className="mt-2">
            Nothing after a few minutes? Look in your spam folder, or ask your agency: they can see
            every message Flock sends.
          </p>
        </AlertDescription>
      </Alert>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Forgot password">
      {request.error ? (
        <FormError title="Could not send the link" message={request.error.message} />
      ) : null}
      <FormField id="forgot-email" label="Email" error={error}>
        <Input
          id="forgot-email"
          type="email"
          autoComplete="email"
          placeholder="you@church.org"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'forgot-email-error' : undefined}
          ref={input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
