import { type FormEvent, lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { needsCode, useSignIn } from '../api/sign-in'
import { FormError } from '@/components/ui/form-error'

// Loaded once a second factor is asked for: the login page stays within its JavaScript budget.
const TwoFactorStep = lazy(() =>
  import('./two-factor-step').then((module) => ({ default: module.TwoFactorStep })),
)

const FALLBACK = 'Failed to login. Please check your credentials.'

export function AdminLoginForm() {
  const navigate = useNavigate()
  const signIn = useSignIn('admin')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [codeStep, setCodeStep] = useState(false)

  const signedIn = () => {
    toast.success('Admin login successful', { description: 'Welcome back, admin!' })
    void navigate(paths.dashboard.getHref(), { replace: true })
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) {
      setError('Email and password are required')
      return
    }
    setError(null)
    signIn.mutate(
      { email, password },
      {
        onSuccess: (result) => (needsCode(result) ? setCodeStep(true) : signedIn()),
        onError: (failure) => {
          const message =
            failure instanceof ApiError && failure.status !== 401 ? failure.message : FALLBACK
          // Said once, in the alert above the form (decision 007).
          setError(message)
        },
      },
    )
  }

  if (codeStep) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep
          portal="admin"
          onSignedIn={signedIn}
          onRestart={() => {
            setCodeStep(false)
            setPassword('')
          }}
        />
      </Suspense>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Admin login">
      {error ? (
        <FormError title={signIn.isError ? 'Admin login failed' : undefined} message={error} />
      ) : null}
      <FormField id="admin-email" label="Email">
        <Input
          id="admin-email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField
        id="admin-password"
        label="Password"
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
          id="admin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  )
}
