import { Inbox, Info } from 'lucide-react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { useOutbox } from '@/features/mail/api/get-outbox'
import { OutboxMessage } from '@/features/mail/components/outbox-message'
import { usePageTitle } from '@/lib/page-title'

export function OutboxRoute() {
  usePageTitle('Outbox')
  const outbox = useOutbox()
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Outbox</h1>
        <p className="text-muted-foreground">Every e-mail Flock sent or kept, newest first.</p>
      </div>
      {outbox.data && !outbox.data.smtpConfigured ? (
        <Alert variant="warning">
          <Info aria-hidden />
          <AlertTitle>Flock sends no e-mail yet</AlertTitle>
          <AlertDescription>
            No mail server is configured, so every message stays here. Pass a link on to the person
            it is for, or set <code>SMTP_URL</code> and <code>MAIL_FROM</code> (see the README).
          </AlertDescription>
        </Alert>
      ) : null}
      {outbox.data ? (
        outbox.data.messages.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title="No e-mail yet"
            description="Password resets and e-mail changes will appear here."
          />
        ) : (
          <ol className="space-y-4" aria-label="Messages">
            {outbox.data.messages.map((message) => (
              <li key={message.id}>
                <OutboxMessage message={message} />
              </li>
            ))}
          </ol>
        )
      ) : outbox.isError ? (
        <LoadError
          title="Error loading the outbox"
          message="Failed to load the outbox."
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
        />
      ) : (
        <Skeleton className="h-48 w-full rounded-xl" />
      )}
    </div>
  )
}
