import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FullPageSpinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useAdminStatus } from '@/features/auth/api/admin-setup'
import { CreateAdminForm } from '@/features/auth/components/create-admin-form'
import { FormError } from '@/components/ui/form-error'
import { AuthCard, FooterLink } from './auth-card'
import { usePageTitle } from '@/lib/page-title'

function AdminAlreadyExists() {
  return (
    <div className="space-y-4">
      <Alert variant="success">
        <CheckCircle2 aria-hidden />
        <AlertTitle>An admin account already exists</AlertTitle>
        <AlertDescription>
          This Flock installation has its administrator. Sign in on the admin login page.
        </AlertDescription>
      </Alert>
      <Button asChild className="w-full">
        <Link to={paths.adminLogin.getHref()}>Go to Admin Login</Link>
      </Button>
    </div>
  )
}

export function CreateAdminRoute() {
  usePageTitle('Create Admin Account')
  const status = useAdminStatus()
  return (
    <AuthCard
      title="Create Admin Account"
      description="Set up the first administrator of this Flock installation"
      footer={
        <>
          <FooterLink to={paths.home.getHref()}>Back to Home</FooterLink>
          <FooterLink to={paths.adminLogin.getHref()}>Admin Login</FooterLink>
        </>
      }
    >
      {status.isPending ? (
        <FullPageSpinner />
      ) : status.isError ? (
        <FormError title="Error" message={status.error.message} />
      ) : status.data.adminExists ? (
        <AdminAlreadyExists />
      ) : (
        <div className="space-y-4">
          <p className="text-sm text-muted-foreground">
            Enter the one-time setup code that Flock printed in its server log when it started, then
            choose the admin&apos;s email and password. The code stops working once an admin exists.
          </p>
          <CreateAdminForm />
        </div>
      )}
    </AuthCard>
  )
}
