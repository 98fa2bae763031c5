import { useState } from 'react'
import { X } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/textarea'

// A church declining what the agency wrote for it (a reply, a direct message, a post): the reason
// is required, because the agency reads it to write the next version.
export function DeclineForm({
  id,
  what,
  maxLength,
  placeholder,
  error,
  pending,
  onDecline,
  onCancel,
}: {
  // The field's id prefix, unique on the page.
  id: string
  // "reply", "message" or "post": the button says "Decline <what>".
  what: string
  maxLength: number
  placeholder: string
  error: string | undefined
  pending: boolean
  onDecline: (reason: string) => void
  onCancel: () => void
}) {
  const [reason, setReason] = useState('')
  return (
    <form
      noValidate
      aria-label="Decline"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        onDecline(reason)
      }}
    >
      <FormField id={`${id}-reason`} label="Why? The agency reads this" error={error}>
        <Textarea
          id={`${id}-reason`}
          rows={2}
          value={reason}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={Boolean(error)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={pending || !reason.trim()}>
          <X aria-hidden /> Decline {what}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
