import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { z } from 'zod'
import { PASSWORD_MESSAGES } from '@common/password-policy'
import { ZRegister } from '@common/schemas/auth'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { isCommonPassword } from '@/lib/common-passwords'
import { useRegister } from '../api/register'
import { FormError } from '@/components/ui/form-error'
import { FormInputs, type InputSpec } from '@/components/ui/form-inputs'

const ZRegisterForm = ZRegister.extend({
  password: ZRegister.shape.password.refine(
    async (password) => !(await isCommonPassword(password)),
    PASSWORD_MESSAGES.common,
  ),
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((values) => values.password === values.confirmPassword, {
  message: 'Passwords do not match',
  path: ['confirmPassword'],
})

type RegisterValues = z.infer<typeof ZRegisterForm>

const FIELDS: InputSpec<RegisterValues>[] = [
  // The person's own name, which the church's name beside it is not.
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  {
    name: 'organizationName',
    label: 'Organization Name',
    type: 'text',
    autoComplete: 'organization',
  },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: 'Confirm Password',
    type: 'password',
    autoComplete: 'new-password',
  },
]

export function RegisterForm() {
  const navigate = useNavigate()
  const register = useRegister()
  const form = useForm({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      name: '',
      email: '',
      organizationName: '',
      password: '',
      confirmPassword: '',
    },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    register.mutate(values, {
      onSuccess: () => {
        toast.success('Registration successful', { description: 'Welcome to Flock!' })
        void navigate(paths.portal.getHref(), { replace: true })
      },
      onError: (error) => toast.error('Registration failed', { description: error.message }),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Register">
      {register.error ? <FormError message={register.error.message} /> : null}
      <FormInputs idPrefix="register" fields={FIELDS} register={form.register} errors={errors} />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  )
}
