import { Button } from '@/components/ui/button'

// The foot of an editing form: what went wrong, then Cancel (when the form can be closed
// without saving) and the submit button, which says it is saving while it does.
export function FormActions({
  error,
  pending,
  submitLabel,
  onCancel,
}: {
  error?: string | null
  pending: boolean
  submitLabel: string
  onCancel?: () => void
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </>
  )
}
