import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useSignOutFlow } from '@/components/layouts/use-sign-out-flow'
import { useMe } from '@/features/auth/api/get-me'

export function PortalRoute() {
  const me = useMe()
  const signOut = useSignOutFlow()
  const organization = me.data?.organization?.name || 'Unnamed Organization'
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{organization} Portal</h1>
          <p className="text-muted-foreground">Manage your Instagram accounts</p>
        </div>
        <Button variant="outline" onClick={signOut}>
          Logout
        </Button>
      </div>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>{organization} Details</CardTitle>
          <CardDescription>Signed in as {me.data?.user.email}</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Your organization is registered with Flock.
        </CardContent>
      </Card>
    </div>
  )
}
