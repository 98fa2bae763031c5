import { LoginForm } from '@/features/auth/components/login-form'
import { RegisterForm } from '@/features/auth/components/register-form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { paths } from '@/config/paths'
import { AuthCard, FooterLink } from './auth-card'
import { usePageTitle } from '@/lib/page-title'

export function LoginRoute() {
  usePageTitle('Client Login')
  return (
    <AuthCard
      title="Client Portal"
      description="Connect and manage your Instagram accounts"
      footer={
        <>
          <FooterLink to={paths.terms.getHref()}>Terms of Service</FooterLink>
          <FooterLink to={paths.privacyPolicy.getHref()}>Privacy Policy</FooterLink>
          <FooterLink to={paths.home.getHref()}>Back to Home</FooterLink>
          <FooterLink to={paths.adminLogin.getHref()}>Admin Login</FooterLink>
        </>
      }
    >
      <Tabs defaultValue="login">
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">Login</TabsTrigger>
          <TabsTrigger value="register">Register</TabsTrigger>
        </TabsList>
        <TabsContent value="login">
          <LoginForm />
        </TabsContent>
        <TabsContent value="register">
          <RegisterForm />
        </TabsContent>
      </Tabs>
    </AuthCard>
  )
}
