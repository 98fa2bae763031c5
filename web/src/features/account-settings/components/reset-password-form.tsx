import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'
import { ApiError } from '@/lib/api-client'
import { useResetPassword, useResetTokenStatus } from '../api/password-reset'
import { InvalidResetLink } from './invalid-reset-link'
import { passwordsMatch, ZNewPasswordFields } from '@/lib/new-password-schema'

const ZResetForm = ZNewPasswordFields.refine(passwordsMatch.check, passwordsMatch.issue)
type ResetValues = { newPassword: string; confirmPassword: string }

const FIELDS: InputSpec<ResetValues>[] = [
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
]

export function ResetPasswordForm({ token }: { token: string }) {
  const status = useResetTokenStatus(token)
  const reset = useResetPassword()
  const [done, setDone] = useState(false)
  const form = useForm({
    resolver: zodResolver(ZResetForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const onSubmit = form.handleSubmit(({ newPassword }) =>
    reset.mutate({ token, newPassword }, { onSuccess: () => setDone(true) }),
  )

  if (done) {
    return (
      <div className="space-y-4">
        <Alert variant="success">
          <CheckCircle2 aria-hidden />
          <AlertTitle>Password changed</AlertTitle>
          <AlertDescription>
            Sign in with your new password. Every device that was signed in has been signed out.
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={paths.login.getHref()}>Go to login</Link>
        </Button>
      </div>
    )
  }
  const refused = reset.error instanceof ApiError && reset.error.code === 'INVALID_TOKEN'
  if (!token || status.data?.valid === false || refused) return <InvalidResetLink />
  if (status.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    )
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Choose a new password">
      {reset.error ? <FormError title="Not changed" message={reset.error.message} /> : null}
      <FormInputs
        idPrefix="reset"
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  )
}
