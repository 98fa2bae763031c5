import { AccountDirectory } from '@/features/accounts/components/account-directory'
import { useOrganizationOptions } from '@/features/organizations/api/list-organizations'
import { usePageTitle } from '@/lib/page-title'

export function AccountsRoute() {
  usePageTitle('Accounts')
  const organizations = useOrganizationOptions()
  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Accounts</h1>
        <p className="text-muted-foreground">Instagram accounts of every organization</p>
      </div>
      <AccountDirectory organizations={organizations.data ?? []} />
    </div>
  )
}
