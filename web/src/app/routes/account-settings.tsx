import { useSearchParams } from 'react-router'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useMe } from '@/lib/me'
import { ChangeEmailForm } from '@/features/account-settings/components/change-email-form'
import { ChangeNameForm } from '@/features/account-settings/components/change-name-form'
import { ChangePasswordForm } from '@/features/account-settings/components/change-password-form'
import { EmailChangeResult } from '@/features/account-settings/components/email-change-result'
import { SignOutEverywhere } from '@/features/account-settings/components/sign-out-everywhere'
import { TwoFactorSettings } from '@/features/account-settings/components/two-factor-settings'
import { usePageTitle } from '@/lib/page-title'

export function AccountSettingsRoute() {
  usePageTitle('Account')
  const [search] = useSearchParams()
  const me = useMe()
  // The agency requires two-factor sign-in and this person has none: the server refuses
  // everything else until it is set up, so it is all this page offers (decision 073). The
  // two-factor card keeps its place either way, so the recovery codes stay on screen once the
  // setup ends the requirement.
  const setupRequired = me.data?.twoFactor.setupRequired ?? false
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Account</h1>
        <p className="text-muted-foreground">
          Your name, your email, your password and where you are signed in.
        </p>
      </div>
      {setupRequired ? (
        <Alert variant="warning">
          <AlertTitle>Your agency requires two-factor sign-in</AlertTitle>
          <AlertDescription>
            Set it up below to continue working in Flock. It takes a minute with an authenticator
            app on your phone.
          </AlertDescription>
        </Alert>
      ) : null}
      <EmailChangeResult search={search} />
      <Card>
        <CardHeader>
          <CardTitle>Two-factor sign-in</CardTitle>
          <CardDescription>A code from your phone as well as your password.</CardDescription>
        </CardHeader>
        <CardContent>
          {me.data ? <TwoFactorSettings enabled={me.data.twoFactor.enabled} /> : null}
        </CardContent>
      </Card>
      {setupRequired ? null : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Name</CardTitle>
              <CardDescription>
                How your teammates and churches see you: on notes, assignments and invitations.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {me.data ? <ChangeNameForm currentName={me.data.user.name} /> : null}
            </CardContent>
          </Card>
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
        </>
      )}
    </div>
  )
}
