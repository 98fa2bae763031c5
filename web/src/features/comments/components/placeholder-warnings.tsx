import { AlertTriangle } from 'lucide-react'
import { REPLY_VARIABLES, missingVariableMessage } from '@common/reply-variables'
import { type ReplyTarget, useReplyVariables } from '@/lib/saved-replies'

// Placeholders still in the text: each says what to do, and Send waits until none is left.
export function PlaceholderWarnings({
  id,
  placeholders,
  churchName,
}: {
  id: string
  placeholders: string[]
  churchName: string | undefined
}) {
  return (
    <div id={id} aria-live="polite">
      {placeholders.length > 0 ? (
        <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {placeholders.map((placeholder) => (
            <li key={placeholder} className="flex items-start gap-2">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{messageFor(placeholder, churchName)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function messageFor(placeholder: string, churchName: string | undefined) {
  const known = (REPLY_VARIABLES as readonly string[]).includes(placeholder.slice(1, -1))
  if (!known) return `${placeholder} is not a variable Flock knows: edit it out`
  return missingVariableMessage(placeholder, churchName ?? 'this church')
}

// In a reply box: the warnings name the church, read once a placeholder shows up.
export function ChurchPlaceholderWarnings({
  target,
  id,
  placeholders,
}: {
  target: ReplyTarget
  id: string
  placeholders: string[]
}) {
  const values = useReplyVariables(target, placeholders.length > 0)
  return (
    <PlaceholderWarnings
      id={id}
      placeholders={placeholders}
      churchName={values.data?.church.name}
    />
  )
}
