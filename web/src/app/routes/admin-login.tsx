import { AlertTriangle } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { toast } from '@/lib/toast'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { paths } from '@/config/paths'
import { useAdminStatus } from '@/features/auth/api/admin-setup'
import { AdminLoginForm } from '@/features/auth/components/admin-login-form'
import { AuthCard, FooterLink } from './auth-card'
import { usePageTitle } from '@/lib/page-title'

export function AdminLoginRoute() {
  usePageTitle('Admin Login')
  const status = useAdminStatus()

  useEffect(() => {
    if (status.isError)
      toast.error('Error checking admin status', { description: status.error.message })
  }, [status.isError, status.error])

  return (
    <AuthCard
      title="Admin Login"
      description="Sign in to manage organizations, accounts and comments"
      footer={
        <>
          <FooterLink to={paths.createAdmin.getHref()}>Create Admin Account</FooterLink>
          <FooterLink to={paths.home.getHref()}>Back to Home</FooterLink>
          <FooterLink to={paths.login.getHref()}>Client Login</FooterLink>
        </>
      }
    >
      {status.data && !status.data.adminExists ? (
        <Alert variant="warning" className="mb-4">
          <AlertTriangle aria-hidden />
          <AlertTitle>Admin account not ready</AlertTitle>
          <AlertDescription>
            No administrator exists yet.{' '}
            <Link to={paths.createAdmin.getHref()} className="font-medium underline">
              Create the admin account
            </Link>{' '}
            with the setup code from the server log.
          </AlertDescription>
        </Alert>
      ) : null}
      <AdminLoginForm />
    </AuthCard>
  )
}
