import { useState } from 'react'
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'

export interface SharedInvitation {
  email: string
  link: string
}

// Without an e-mail server Flock sends nothing: the invitation's e-mail waits in the outbox, and
// whoever invited gets the link to pass on themselves (by a message, in person).
export function InvitationLinkNotice({
  invitation,
  onDismiss,
}: {
  invitation: SharedInvitation
  onDismiss: () => void
}) {
  const [copied, setCopied] = useState(false)
  const id = `invitation-link-${invitation.email}`
  return (
    <Alert variant="warning">
      <AlertTitle>No e-mail was sent to {invitation.email}</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>
          Flock has no e-mail server set up, so the invitation waits in the outbox. Send them this
          link yourself; it works once, for 7 days.
        </p>
        <label htmlFor={id} className="sr-only">
          Invitation link for {invitation.email}
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            readOnly
            value={invitation.link}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              navigator.clipboard
                .writeText(invitation.link)
                .then(() => setCopied(true))
                .catch(() => toast.error('Copy did not work: select the link and copy it.'))
            }}
          >
            {copied ? 'Copied' : 'Copy link'}
          </Button>
          <Button type="button" variant="ghost" onClick={onDismiss}>
            Done
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  )
}

// After inviting or resending: a toast when the e-mail went out, the link to pass on when not.
export function useInvitationOutcome() {
  const [shared, setShared] = useState<SharedInvitation | null>(null)
  const announce = (email: string, linkToShare: string | null, sent: string) => {
    if (linkToShare) setShared({ email, link: linkToShare })
    else {
      setShared(null)
      toast.success(sent)
    }
  }
  const notice = shared ? (
    <InvitationLinkNotice invitation={shared} onDismiss={() => setShared(null)} />
  ) : null
  return { announce, notice }
}
