import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { z } from 'zod'
import { PASSWORD_MESSAGES } from '@common/password-policy'
import { ZCreateAdmin } from '@common/schemas/auth'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { isCommonPassword } from '@/lib/common-passwords'
import { useCreateAdmin } from '../api/admin-setup'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'

const ZCreateAdminForm = ZCreateAdmin.extend({
  password: ZCreateAdmin.shape.password.refine(
    async (password) => !(await isCommonPassword(password)),
    PASSWORD_MESSAGES.common,
  ),
  confirmPassword: z.string().min(1, 'Please confirm the password'),
}).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
})

type CreateAdminValues = z.infer<typeof ZCreateAdminForm>

const FIELDS: InputSpec<CreateAdminValues>[] = [
  { name: 'setupCode', label: 'Setup code', type: 'text', autoComplete: 'one-time-code' },
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Admin email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
  },
]

export function CreateAdminForm() {
  const createAdmin = useCreateAdmin()
  const form = useForm({
    resolver: zodResolver(ZCreateAdminForm),
    defaultValues: { setupCode: '', name: '', email: '', password: '', confirmPassword: '' },
  })
  const { errors } = form.formState

  if (createAdmin.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert variant="success">
          <CheckCircle2 aria-hidden />
          {/* Spec §8's "Admin account ready", where the original showed it: after set-up. */}
          <AlertTitle>Admin account ready</AlertTitle>
          <AlertDescription>
            You can now log in with the admin credentials ({createAdmin.data.email}).
          </AlertDescription>
        </Alert>
        <Button asChild className="w-full">
          <Link to={paths.adminLogin.getHref()}>Go to Admin Login</Link>
        </Button>
      </div>
    )
  }

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    createAdmin.mutate(values, {
      onSuccess: (admin) =>
        toast.success('Admin Created', {
          description: `Admin user ${admin.email} has been created successfully`,
        }),
      onError: (error) =>
        toast.error('Error Creating Admin', {
          description: error.message || 'An unexpected error occurred',
        }),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create admin account">
      {createAdmin.error ? (
        <FormError
          title="Error"
          message={createAdmin.error.message || 'Failed to create admin user'}
        />
      ) : null}
      <FormInputs
        idPrefix="create-admin"
        fields={FIELDS}
        register={form.register}
        errors={errors}
      />
      <Button type="submit" className="w-full" disabled={createAdmin.isPending}>
        {createAdmin.isPending ? 'Creating Admin...' : 'Create Admin Account'}
      </Button>
    </form>
  )
}
