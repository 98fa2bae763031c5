import { paths } from '@/config/paths'
import { ForgotPasswordForm } from '@/features/account-settings/components/forgot-password-form'
import { usePageTitle } from '@/lib/page-title'
import { AuthCard, FooterLink } from './auth-card'

export function ForgotPasswordRoute() {
  usePageTitle('Forgot Password')
  return (
    <AuthCard
      title="Forgot password?"
      description="Enter the email you sign in with, and we will send you a link to choose a new password."
      footer={
        <>
          <FooterLink to={paths.login.getHref()}>Client Login</FooterLink>
          <FooterLink to={paths.adminLogin.getHref()}>Admin Login</FooterLink>
          <FooterLink to={paths.home.getHref()}>Back to Home</FooterLink>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  )
}
