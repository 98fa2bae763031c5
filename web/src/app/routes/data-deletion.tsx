import { Link, useSearchParams } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useDataDeletionStatus } from '@/features/data-deletion/api/get-data-deletion'
import { usePageTitle } from '@/lib/page-title'

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' })

// The page Instagram links people to after they ask for their data to be deleted.
export function DataDeletionRoute() {
  usePageTitle('Data Deletion Request')
  const [params] = useSearchParams()
  const code = params.get('code')
  const status = useDataDeletionStatus(code)
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-semibold">Data deletion request</h1>
          <CardDescription>Confirmation code: {code ?? 'none given'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">
          {!code ? (
            <p>This page needs the confirmation code from your deletion request.</p>
          ) : status.isPending ? (
            <Spinner />
          ) : status.isError ? (
            <p role="alert">{status.error.message}</p>
          ) : (
            <p>
              Completed on {dateTime.format(new Date(status.data.requestedAt))}. Flock deleted the
              Instagram account&apos;s profile, access token, posts and comments it held (
              {status.data.accountsDeleted} account
              {status.data.accountsDeleted === 1 ? '' : 's'}).
            </p>
          )}
          <Link to={paths.privacyPolicy.getHref()} className="text-primary hover:underline">
            Privacy Policy
          </Link>
        </CardContent>
      </Card>
    </div>
  )
}
