import { type FormEvent, lazy, Suspense, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { needsCode, useSignIn } from '../api/sign-in'
import { FormError } from '@/components/ui/form-error'

// Loaded once a second factor is asked for: the login page stays within its JavaScript budget.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
)

interface LoginErrors {
  email?: string
  password?: string
}

// Two required fields need no form library: the first page a church opens stays light
// (decision 024). Checked on submit, then again as they type, like the other forms.
function validate(values: { email: string; password: string }): LoginErrors {
  return {
    ...(values.email.trim() ? {} : { email: 'Email is required' }),
    ...(values.password ? {} : { password: 'Password is required' }),
  }
}

export function LoginForm() {
  const navigate = useNavigate()
  const signIn = useSignIn('client')
  const [values, setValues] = useState({ email: '', password: '' })
  const [submitted, setSubmitted] = useState(false)
  const emailInput = useRef<HTMLInputElement>(null)
  const passwordInput = useRef<HTMLInputElement>(null)
  const [codeStep, setCodeStep] = useState(false)
  const errors = submitted ? validate(values) : {}

  const signedIn = () => {
    toast.success('Login successful', { description: 'Welcome back!' })
    void navigate(paths.portal.getHref(), { replace: true })
  }

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validate(values)
    if (found.email) return emailInput.current?.focus()
    if (found.password) return passwordInput.current?.focus()
    signIn.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (result) => (needsCode(result) ? setCodeStep(true) : signedIn()),
        // Said once, in the alert above the form, which stays while the person corrects it
        // (decision 007).
      },
    )
  }

  if (codeStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          portal="client"
          onSignedIn={signedIn}
          onRestart={() => {
            setCodeStep(false)
            setValues((current) => ({ ...current, password: '' }))
          }}
        />
      </Suspense>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Client login">
      {signIn.error ? <FormError title="Login failed" message={signIn.error.message} /> : null}
      <FormField id="login-email" label="Email" error={errors.email}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder="you@church.org"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          ref={emailInput}
          name="email"
          value={values.email}
          onChange={change('email')}
        />
      </FormField>
      <FormField
        id="login-password"
        label="Password"
        error={errors.password}
        aside={
          <Link
            to={paths.forgotPassword.getHref()}
            className="text-sm text-primary hover:underline"
          >
            Forgot password?
          </Link>
        }
      >
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          ref={passwordInput}
          name="password"
          value={values.password}
          onChange={change('password')}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  )
}
