import { Check, Plus, Tag } from 'lucide-react'
import { useId, useState } from 'react'
import { LABEL_COLORS, type TLabel } from '@common/schemas/label'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { toast } from '@/lib/toast'
import {
  COMMENTS_API,
  type TWorkApi,
  useCreateLabel,
  useLabels,
  useToggleLabel,
} from '../api/comment-detail'
import { LabelChip } from './label-chips'

// Finds the agency's labels by name, toggles them on the comment, and creates a missing one on
// the spot. Opened by its button or by `l`.
export function LabelPicker({
  commentId,
  labels,
  onAnnounce,
  api = COMMENTS_API,
}: {
  commentId: string
  // A conversation's or mention's labels and notes go through the work items' routes.
  api?: TWorkApi
  labels: TLabel[]
  onAnnounce: (message: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [color, setColor] = useState<TLabel['color']>('blue')
  const term = useDebouncedValue(search.trim())
  const found = useLabels(term, open)
  const toggle = useToggleLabel(commentId, api)
  const create = useCreateLabel(commentId, api)
  const id = useId()
  const onComment = new Set(labels.map((label) => label.id))
  const items = found.data?.items ?? []
  const exact = items.some((label) => label.name.toLowerCase() === search.trim().toLowerCase())

  const setLabel = (label: TLabel, on: boolean) =>
    toggle.mutate(
      { label, on },
      {
        onSuccess: () =>
          onAnnounce(on ? `Label ${label.name} added` : `Label ${label.name} removed`),
        onError: (error) =>
          toast.error('Could not change the label', { description: error.message }),
      },
    )

  const createFromSearch = () =>
    create.mutate(
      { name: search.trim(), color },
      {
        onSuccess: (label) => {
          onAnnounce(`Label ${label.name} added`)
          setSearch('')
        },
        onError: (error) =>
          toast.error('Could not create the label', { description: error.message }),
      },
    )

  // Enter adds the label named in the box: the existing one of that name, or a new one.
  const onEnter = () => {
    const name = search.trim()
    if (!name || create.isPending) return
    const existing = items.find((label) => label.name.toLowerCase() === name.toLowerCase())
    if (existing) {
      if (!onComment.has(existing.id)) setLabel(existing, true)
      setSearch('')
      return
    }
    createFromSearch()
  }

  return (
    <div className="space-y-2">
      <Button
        size="sm"
        variant="outline"
        data-action="label"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <Tag aria-hidden /> Label
      </Button>
      {open ? (
        <div id={`${id}-panel`} className="space-y-2 rounded-md border p-3">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Find or create a label
          </label>
          <Input
            id={`${id}-search`}
            autoFocus
            value={search}
            maxLength={40}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false)
              if (event.key === 'Enter') {
                event.preventDefault()
                onEnter()
              }
            }}
          />
          <ul aria-label="Labels to choose from" className="flex flex-wrap gap-1.5">
            {items.map((label) => {
              const on = onComment.has(label.id)
              return (
                <li key={label.id}>
                  <button
                    type="button"
                    aria-pressed={on}
                    disabled={toggle.isPending}
                    onClick={() => setLabel(label, !on)}
                    className="inline-flex items-center gap-1 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {on ? <Check className="size-3.5" aria-hidden /> : null}
                    <LabelChip label={label} />
                  </button>
                </li>
              )
            })}
          </ul>
          {search.trim() && !exact && found.isSuccess ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="space-y-1">
                <label htmlFor={`${id}-color`} className="text-xs text-muted-foreground">
                  Colour
                </label>
                <NativeSelect
                  id={`${id}-color`}
                  className="h-9 w-32"
                  value={color}
                  onChange={(event) => setColor(event.target.value as TLabel['color'])}
                >
                  {LABEL_COLORS.map((value) => (
                    <option key={value} value={value}>
                      {value[0]!.toUpperCase() + value.slice(1)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button size="sm" disabled={create.isPending} onClick={createFromSearch}>
                <Plus aria-hidden /> Create “{search.trim()}”
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
