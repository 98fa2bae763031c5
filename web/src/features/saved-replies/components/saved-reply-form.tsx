import { useId, useState } from 'react'
import {
  EXAMPLE_VARIABLE_VALUES,
  fillReplyVariables,
  REPLY_VARIABLES,
} from '@common/reply-variables'
import { REPLY_MAX_LENGTH } from '@common/schemas/comment'
import {
  SAVED_REPLY_LANGUAGE_MAX,
  SAVED_REPLY_TITLE_MAX,
  type TSavedReply,
  type TSavedReplyInput,
} from '@common/schemas/saved-reply'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import { FormActions } from '@/components/ui/form-actions'

// Writes a new saved reply or changes one. The variables it may use are listed under the text.
export function SavedReplyForm({
  initial,
  pending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: TSavedReply
  pending: boolean
  error?: string
  submitLabel: string
  onSubmit: (input: TSavedReplyInput) => void
  onCancel?: () => void
}) {
  const id = useId()
  const [title, setTitle] = useState(initial?.title ?? '')
  const [text, setText] = useState(initial?.text ?? '')
  const [language, setLanguage] = useState(initial?.language ?? '')
  const [suggestForCrisis, setSuggestForCrisis] = useState(initial?.suggestForCrisis ?? false)
  return (
    <form
      noValidate
      aria-label={initial ? `Edit ${initial.title}` : 'New saved reply'}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit({ title, text, language, suggestForCrisis })
      }}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <FormField id={`${id}-title`} label="Title">
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={SAVED_REPLY_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </FormField>
        <FormField id={`${id}-language`} label="Language (optional)">
          <Input
            id={`${id}-language`}
            value={language}
            maxLength={SAVED_REPLY_LANGUAGE_MAX}
            placeholder="e.g. English"
            onChange={(event) => setLanguage(event.target.value)}
          />
        </FormField>
      </div>
      <FormField id={`${id}-text`} label="Text">
        <Textarea
          id={`${id}-text`}
          value={text}
          maxLength={REPLY_MAX_LENGTH}
          aria-describedby={`${id}-variables`}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <p id={`${id}-variables`} className="text-sm text-muted-foreground">
        Variables, filled from the church when inserted:{' '}
        {REPLY_VARIABLES.map((variable) => (
          <code key={variable} className="mr-1 inline-block rounded bg-muted px-1">
            {`{${variable}}`}
          </code>
        ))}
      </p>
      {text.trim() ? (
        <section aria-label="Preview" className="space-y-1 rounded-md border bg-muted/40 p-3">
          <p className="text-xs font-medium text-muted-foreground">
            Preview, for {EXAMPLE_VARIABLE_VALUES.church.name} and @
            {EXAMPLE_VARIABLE_VALUES.commenter.username}
          </p>
          <p className="whitespace-pre-line break-words text-sm">
            {fillReplyVariables(text, EXAMPLE_VARIABLE_VALUES).text}
          </p>
        </section>
      ) : null}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={suggestForCrisis}
          onChange={(event) => setSuggestForCrisis(event.target.checked)}
        />
        Suggest as a private reply for crisis comments
      </label>
      <FormActions error={error} pending={pending} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  )
}
