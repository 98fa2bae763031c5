import { useParams } from 'react-router'
import { paths } from '@/config/paths'
import { AcceptInvitationForm } from '@/features/invitations/components/accept-invitation-form'
import { usePageTitle } from '@/lib/page-title'
import { AuthCard, FooterLink } from './auth-card'

export function AcceptInvitationRoute() {
  usePageTitle('Accept Invitation')
  const { token = '' } = useParams()
  return (
    <AuthCard
      title="Accept your invitation"
      description="Choose your name and a password. A few unrelated words make a strong one."
      footer={
        <>
          <FooterLink to={paths.login.getHref()}>Client Login</FooterLink>
          <FooterLink to={paths.adminLogin.getHref()}>Admin Login</FooterLink>
        </>
      }
    >
      <AcceptInvitationForm token={token} />
    </AuthCard>
  )
}
