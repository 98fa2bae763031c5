import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useMe } from '@/features/auth/api/get-me'

export function DashboardRoute() {
  const me = useMe()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
      <p className="text-muted-foreground">Signed in as administrator {me.data?.user.email}</p>
      <Card className="mt-8">
        <CardHeader>
          <CardTitle>Administrator</CardTitle>
          <CardDescription>You are signed in with the Admin role.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">
          Administrators see every organization, account and comment in Flock.
        </CardContent>
      </Card>
    </div>
  )
}
