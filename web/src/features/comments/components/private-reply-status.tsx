import { Lock, RotateCcw, X } from 'lucide-react'
import type { TInboxComment } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { RelativeTime } from '@/components/ui/relative-time'
import { toast } from '@/lib/toast'
import { useOutgoingAction } from '../api/comment-actions'
import { WithdrawReplyButton } from './withdraw-reply-button'

type PrivateReply = NonNullable<TInboxComment['privateReply']>

// The comment's private reply, in its card: sent ("Private reply sent by Sam · 2 min ago"), on
// its way, awaiting the church's approval (with Withdraw), or failed with Retry and Discard. Its
// text shows to the team only.
export function PrivateReplyStatus({ privateReply }: { privateReply: PrivateReply }) {
  const retry = useOutgoingAction(privateReply.id, 'retry')
  const discard = useOutgoingAction(privateReply.id, 'discard')
  const onError = (error: Error) => toast.error('Error', { description: error.message })
  const failed = privateReply.status === 'failed'
  return (
    <div
      role={failed ? 'alert' : undefined}
      className={
        failed
          ? 'rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900'
          : 'rounded-md border bg-muted/40 p-3 text-sm'
      }
    >
      <p className="flex items-start gap-2 font-medium">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {failed ? (
          'Private reply not sent'
        ) : privateReply.status === 'awaiting_approval' ? (
          "Private reply awaiting the church's approval"
        ) : privateReply.status === 'declined' && privateReply.review ? (
          <span className="break-words">
            Private reply declined by {privateReply.review.by}: {privateReply.review.reason}
          </span>
        ) : privateReply.status === 'sent' ? (
          <span>
            Private reply sent{privateReply.by ? ` by ${privateReply.by}` : ''}
            {privateReply.sentAt ? (
              <>
                {' · '}
                <RelativeTime iso={privateReply.sentAt} />
              </>
            ) : null}
          </span>
        ) : (
          'Private reply on its way…'
        )}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-muted-foreground">
        “{privateReply.message}”
      </p>
      {privateReply.status === 'awaiting_approval' ? (
        <div className="mt-2">
          <WithdrawReplyButton outgoingId={privateReply.id} privately />
        </div>
      ) : null}
      {failed && privateReply.lastError ? (
        <p className="mt-1 text-red-800">{privateReply.lastError}</p>
      ) : null}
      {failed ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={retry.isPending}
            onClick={() => retry.mutate(undefined, { onError })}
          >
            <RotateCcw aria-hidden /> Retry
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={discard.isPending}
            onClick={() =>
              discard.mutate(undefined, {
                onSuccess: () => toast.success('Private reply discarded'),
                onError,
              })
            }
          >
            <X aria-hidden /> Discard
          </Button>
        </div>
      ) : null}
    </div>
  )
}
