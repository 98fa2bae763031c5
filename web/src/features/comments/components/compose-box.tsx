import { useId, useState } from 'react'
import { REPLY_MAX_LENGTH } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'

// A message on its way to Instagram. One box, one idempotency key: sending again after a lost
// answer, or a double click, can never post twice. A new box gets a new key.
export function ComposeBox(props: {
  label: string
  placeholder: string
  initialText?: string
  pending: boolean
  onCancel: () => void
  onSend: (input: { message: string; idempotencyKey: string }) => void
}) {
  const [text, setText] = useState(props.initialText ?? '')
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const id = useId()
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <Textarea
        id={id}
        autoFocus
        placeholder={props.placeholder}
        className="min-h-[80px]"
        maxLength={REPLY_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        <Button
          size="sm"
          disabled={!text.trim() || props.pending}
          onClick={() => props.onSend({ message: text.trim(), idempotencyKey })}
        >
          {props.pending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </div>
  )
}
