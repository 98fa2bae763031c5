import type { TMailStatus, TOutboxMessage } from '@common/schemas/mail'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { RelativeTime } from '@/components/ui/relative-time'
import { LinkedText } from './linked-text'

const STATUS: Record<
  TMailStatus,
  { label: string; variant: 'success' | 'warning' | 'destructive' | 'secondary' }
> = {
  queued: { label: 'Queued', variant: 'warning' },
  sending: { label: 'Sending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
  kept: { label: 'Not sent: kept here', variant: 'secondary' },
}

export function OutboxMessage({ message }: { message: TOutboxMessage }) {
  const status = STATUS[message.status]
  return (
    <Card>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 break-words text-base font-semibold">{message.subject}</h2>
          <Badge variant={status.variant}>{status.label}</Badge>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <dt>To</dt>
          <dd className="min-w-0 break-all text-foreground">{message.to}</dd>
          <dt>Created</dt>
          <dd>
            <RelativeTime iso={message.createdAt} />
          </dd>
          {message.sentAt ? (
            <>
              <dt>Sent</dt>
              <dd>
                <RelativeTime iso={message.sentAt} />
              </dd>
            </>
          ) : null}
          {message.lastError ? (
            <>
              <dt>Problem</dt>
              <dd className="min-w-0 break-words text-destructive">{message.lastError}</dd>
            </>
          ) : null}
        </dl>
      </CardHeader>
      <CardContent>
        <div className="rounded-md border bg-muted/40 p-4">
          <LinkedText text={message.text} />
        </div>
      </CardContent>
    </Card>
  )
}
