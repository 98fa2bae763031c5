import { LoginForm } from '@/features/auth/components/login-form'
import { lazy, Suspense } from 'react'
import { LightTabs } from '@/components/ui/light-tabs'
import { paths } from '@/config/paths'
import { AuthCard, FooterLink } from './auth-card'
import { usePageTitle } from '@/lib/page-title'
import { Spinner } from '@/components/ui/spinner'

// Registering needs the full validation rules (and their library); most visitors only log in,
// so that code loads when the Register tab is opened, or about to be.
const loadRegisterForm = () => import('@/features/auth/components/register-form')
const RegisterForm = lazy(() =>
  loadRegisterForm().then((module) => ({ default: module.RegisterForm })),
)
const preloadRegisterForm = () => void loadRegisterForm()

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
      <LightTabs
        listClassName="grid w-full grid-cols-2"
        tabs={[
          { value: 'login', label: 'Login', content: <LoginForm /> },
          {
            value: 'register',
            label: 'Register',
            onIntent: preloadRegisterForm,
            content: (
              <Suspense
                fallback={
                  <div className="flex justify-center py-10">
                    <Spinner />
                  </div>
                }
              >
                <RegisterForm />
              </Suspense>
            ),
          },
        ]}
      />
    </AuthCard>
  )
}
