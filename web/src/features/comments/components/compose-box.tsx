import { type KeyboardEvent, type ReactNode, useId, useState } from 'react'
import { privateReplyTooLong, utf8Length } from '@common/message-bytes'
import { findPlaceholders } from '@common/reply-variables'
import { REPLY_MAX_LENGTH } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { PlaceholderWarnings } from './placeholder-warnings'

export interface ComposeTools {
  // Puts text where the cursor is (or replaces the selection), then gives the box the focus.
  insert: (text: string) => void
}

// A message on its way to Instagram. One box, one idempotency key: sending again after a lost
// answer, or a double click, can never post twice. A new box gets a new key.
// Ctrl/⌘+Enter sends and Escape closes; a placeholder left in the text ({church.phone}) is
// flagged and holds Send back, since it must never reach a follower.
export function ComposeBox(props: {
  label: string
  placeholder: string
  initialText?: string
  pending: boolean
  maxLength?: number
  // A direct message: Instagram counts its limit in bytes of UTF-8, so the box counts them too.
  countBytes?: boolean
  sendLabel?: string
  // Says what to do about each placeholder left in the text; by default without the church's name.
  renderWarnings?: (warnings: { id: string; placeholders: string[] }) => ReactNode
  tools?: (compose: ComposeTools) => ReactNode
  onCancel: () => void
  onSend: (input: { message: string; idempotencyKey: string }) => void
}) {
  const [text, setText] = useState(props.initialText ?? '')
  const [idempotencyKey] = useState(() => crypto.randomUUID())
  const id = useId()
  const warningsId = `${id}-placeholders`
  const placeholders = findPlaceholders(text)
  const tooLong = props.countBytes ? privateReplyTooLong(text.trim()) : null
  const canSend = text.trim() !== '' && placeholders.length === 0 && !tooLong && !props.pending
  const send = () => {
    if (canSend) props.onSend({ message: text.trim(), idempotencyKey })
  }
  const insert = (inserted: string) => {
    // Looked up when a tool inserts, not held in a ref the tools would read during render.
    const box = document.getElementById(id) as HTMLTextAreaElement | null
    const start = box?.selectionStart ?? text.length
    const end = box?.selectionEnd ?? text.length
    const next = `${text.slice(0, start)}${inserted}${text.slice(end)}`
    setText(next)
    requestAnimationFrame(() => {
      box?.focus()
      box?.setSelectionRange(start + inserted.length, start + inserted.length)
    })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      send()
    } else if (event.key === 'Escape' && !event.defaultPrevented && !props.pending) {
      event.preventDefault()
      props.onCancel()
    }
  }
  return (
    <div className="space-y-2" onKeyDown={onKeyDown}>
      <label htmlFor={id} className="sr-only">
        {props.label}
      </label>
      <Textarea
        id={id}
        autoFocus
        placeholder={props.placeholder}
        className="min-h-[80px]"
        maxLength={props.maxLength ?? REPLY_MAX_LENGTH}
        value={text}
        aria-invalid={placeholders.length > 0 || Boolean(tooLong) || undefined}
        aria-describedby={warningsId}
        onChange={(event) => setText(event.target.value)}
      />
      {props.renderWarnings ? (
        props.renderWarnings({ id: warningsId, placeholders })
      ) : (
        <PlaceholderWarnings id={warningsId} placeholders={placeholders} churchName={undefined} />
      )}
      {props.countBytes ? (
        <p
          id={`${id}-bytes`}
          aria-live="polite"
          className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'}
        >
          {tooLong ?? `${utf8Length(text.trim()).toLocaleString('en-US')} / 1,000 bytes`}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {props.tools ? <div className="mr-auto">{props.tools({ insert })}</div> : null}
        <span className="hidden text-xs text-muted-foreground sm:inline">Ctrl+Enter to send</span>
        <Button variant="outline" size="sm" onClick={props.onCancel} disabled={props.pending}>
          Cancel
        </Button>
        <Button size="sm" disabled={!canSend} onClick={send}>
          {props.pending ? 'Sending...' : (props.sendLabel ?? 'Send')}
        </Button>
      </div>
    </div>
  )
}
