import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { z } from 'zod'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { useSignIn } from '../api/sign-in'
import { FormError } from './form-error'

const ZLoginForm = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
})

export function LoginForm() {
  const navigate = useNavigate()
  const signIn = useSignIn('client')
  const form = useForm({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success('Login successful', { description: 'Welcome back!' })
        void navigate(paths.portal.getHref(), { replace: true })
      },
      // Said once, in the alert above the form, which stays while the person corrects it
      // (decision 007).
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Client login">
      {signIn.error ? <FormError title="Login failed" message={signIn.error.message} /> : null}
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@church.org"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...form.register('email')}
        />
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        aside={
          // The original has no password reset; Flock will send one once e-mail is configured.
          <button
            type="button"
            className="text-sm text-primary hover:underline"
            onClick={() =>
              toast('Forgot password?', {
                description: 'Ask your agency administrator to reset your password.',
              })
            }
          >
            Forgot password?
          </button>
        }
      >
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  )
}
