import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'
import { toast } from '@/lib/toast'
import { useChangePassword } from '../api/account'
import { passwordsMatch, ZNewPasswordFields } from '@/lib/new-password-schema'

const ZChangePassword = ZNewPasswordFields.extend({
  currentPassword: z.string().min(1, 'Your current password is required'),
}).refine(passwordsMatch.check, passwordsMatch.issue)
type ChangePasswordValues = z.infer<typeof ZChangePassword>

const FIELDS: InputSpec<ChangePasswordValues>[] = [
  {
    name: 'currentPassword',
    label: 'Current password',
    type: 'password',
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: 'New password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    autoComplete: 'new-password',
  },
]

export function ChangePasswordForm() {
  const change = useChangePassword()
  const form = useForm({
    resolver: zodResolver(ZChangePassword),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset()
          toast.success('Password changed', {
            description: 'Every other device that was signed in has been signed out.',
          })
        },
      },
    ),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Change password">
      {change.error ? <FormError title="Not changed" message={change.error.message} /> : null}
      <FormInputs
        idPrefix="change-password"
        fields={FIELDS}
        register={form.register}
        errors={form.formState.errors}
      />
      <Button type="submit" disabled={change.isPending}>
        {change.isPending ? 'Saving...' : 'Change password'}
      </Button>
    </form>
  )
}
