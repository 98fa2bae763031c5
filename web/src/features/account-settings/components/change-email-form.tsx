import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { MailCheck } from 'lucide-react'
import { ZEmail } from '@common/schemas/auth'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'
import { useChangeEmail } from '../api/account'

type ChangeEmailValues = { newEmail: string }
const FIELDS: InputSpec<ChangeEmailValues>[] = [
  { name: 'newEmail', label: 'New email', type: 'email', autoComplete: 'email' },
]

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const change = useChangeEmail()
  const [sentTo, setSentTo] = useState<string>()
  const form = useForm({
    resolver: zodResolver(
      z.object({
        newEmail: ZEmail.refine(
          (email) => email !== currentEmail.toLowerCase(),
          'This is already your email',
        ),
      }),
    ),
    defaultValues: { newEmail: '' },
  })
  const onSubmit = form.handleSubmit(({ newEmail }) =>
    change.mutate(newEmail, {
      onSuccess: () => {
        setSentTo(newEmail)
        form.reset()
      },
    }),
  )
  return (
    <div className="space-y-4">
      <p className="text-sm">
        You sign in with <strong className="break-all">{currentEmail}</strong>.
      </p>
      {sentTo ? (
        <Alert variant="success">
          <MailCheck aria-hidden />
          <AlertTitle>Confirm the new address</AlertTitle>
          <AlertDescription>
            We sent a link to <strong className="break-all">{sentTo}</strong>. Your email changes
            when you follow it, within one hour; until then you keep signing in with{' '}
            <span className="break-all">{currentEmail}</span>.
          </AlertDescription>
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change email">
        {change.error ? <FormError title="Not sent" message={change.error.message} /> : null}
        <FormInputs
          idPrefix="change-email"
          fields={FIELDS}
          register={form.register}
          errors={form.formState.errors}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Sending...' : 'Send confirmation link'}
        </Button>
      </form>
    </div>
  )
}
