import { useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { ResetPasswordForm } from '@/features/account-settings/components/reset-password-form'
import { usePageTitle } from '@/lib/page-title'
import { AuthCard, FooterLink } from './auth-card'

export function ResetPasswordRoute() {
  usePageTitle('Reset Password')
  const [search] = useSearchParams()
  return (
    <AuthCard
      title="Choose a new password"
      description="At least 8 characters. A few unrelated words make a strong one."
      footer={
        <>
          <FooterLink to={paths.login.getHref()}>Client Login</FooterLink>
          <FooterLink to={paths.adminLogin.getHref()}>Admin Login</FooterLink>
        </>
      }
    >
      <ResetPasswordForm token={search.get('token') ?? ''} />
    </AuthCard>
  )
}
