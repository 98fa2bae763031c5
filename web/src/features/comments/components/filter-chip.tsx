import { X } from 'lucide-react'

// One filter in force, with a button that removes it (named for screen readers).
export function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-0.5 pl-2.5 pr-1 text-xs font-medium text-secondary-foreground">
      <span className="truncate">{label}</span>
      <button
        type="button"
        className="rounded-full p-0.5 hover:bg-background focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Remove filter: ${label}`}
        onClick={onRemove}
      >
        <X className="size-3" aria-hidden />
      </button>
    </span>
  )
}
