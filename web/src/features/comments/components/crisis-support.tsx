import { EyeOff, Lock } from 'lucide-react'
import { fillReplyVariables } from '@common/reply-variables'
import type { TCrisisSupport } from '@common/schemas/comment-detail'
import { Button } from '@/components/ui/button'
import { useReplyVariables } from '@/lib/saved-replies'

// Shown with a comment flagged as from someone who may be in crisis: the church's own emergency
// guidance, a nudge to hide the comment from the public, and the saved replies the agency marked
// for crisis, each opening the private reply box with the church's details filled in.
export function CrisisSupport({
  commentId,
  crisis,
  hidden,
  privateReplyBlocked,
  onHide,
  onReplyPrivately,
}: {
  commentId: string
  crisis: TCrisisSupport
  hidden: boolean
  // Why a private reply cannot be sent (already sent, too old, account lacks the scope); null if it can.
  privateReplyBlocked: string | null
  onHide: () => void
  onReplyPrivately: (text: string) => void
}) {
  const canUse = !privateReplyBlocked && crisis.savedReplies.length > 0
  const values = useReplyVariables({ kind: 'comment', id: commentId }, canUse)
  return (
    <section
      aria-labelledby="crisis-support-title"
      className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id="crisis-support-title" className="font-semibold">
        This person may be in crisis
      </h3>
      {crisis.guidance ? (
        <div className="space-y-1">
          <p className="font-medium">The church’s emergency guidance</p>
          <p className="whitespace-pre-line break-words">{crisis.guidance}</p>
        </div>
      ) : (
        <p>The church has not written emergency guidance yet.</p>
      )}
      {hidden ? null : (
        <div className="flex flex-wrap items-center gap-2">
          <p>Hiding the comment keeps it from public view while you answer privately.</p>
          <Button size="sm" variant="outline" onClick={onHide}>
            <EyeOff aria-hidden /> Hide the comment
          </Button>
        </div>
      )}
      <div className="space-y-1">
        <p className="font-medium">Suggested private replies</p>
        {privateReplyBlocked ? (
          <p>{privateReplyBlocked}</p>
        ) : crisis.savedReplies.length === 0 ? (
          <p>No saved reply is marked “Suggest as a private reply for crisis comments” yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {crisis.savedReplies.map((reply) => (
              <li key={reply.id}>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!values.data}
                  onClick={() =>
                    values.data &&
                    onReplyPrivately(fillReplyVariables(reply.text, values.data).text)
                  }
                >
                  <Lock aria-hidden /> {reply.title}
                  <span className="sr-only">: reply privately with this text</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
