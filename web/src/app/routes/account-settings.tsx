import { useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useMe } from '@/lib/me'
import { ChangeEmailForm } from '@/features/account-settings/components/change-email-form'
import { ChangePasswordForm } from '@/features/account-settings/components/change-password-form'
import { EmailChangeResult } from '@/features/account-settings/components/email-change-result'
import { SignOutEverywhere } from '@/features/account-settings/components/sign-out-everywhere'
import { usePageTitle } from '@/lib/page-title'

export function AccountSettingsRoute() {
  usePageTitle('Account')
  const [search] = useSearchParams()
  const me = useMe()
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">
          Your email, your password and where you are signed in.
        </p>
      </div>
      <EmailChangeResult search={search} />
      <Card>
        <CardHeader>
          <CardTitle>Email</CardTitle>
          <CardDescription>A new address is confirmed by a link sent to it.</CardDescription>
        </CardHeader>
        <CardContent>
          {me.data ? <ChangeEmailForm currentEmail={me.data.user.email} /> : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Changing it signs out every other device.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Sessions</CardTitle>
        </CardHeader>
        <CardContent>
          <SignOutEverywhere />
        </CardContent>
      </Card>
    </div>
  )
}
