import { UserPlus } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { toast } from '@/lib/toast'
import { type Assignee, useAssign, useAssignees } from '../api/comment-detail'

// Assigns the comment to a teammate found by name, or to nobody. Opened by its button or `a`.
export function AssignControl({
  commentId,
  assignee,
  onAnnounce,
}: {
  commentId: string
  assignee: Assignee | null
  onAnnounce: (message: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const term = useDebouncedValue(search.trim())
  const found = useAssignees(term, open)
  const assign = useAssign(commentId)
  const id = useId()
  const choose = (next: Assignee | null) =>
    assign.mutate(next?.id ?? null, {
      onSuccess: () => {
        setOpen(false)
        onAnnounce(next ? `Assigned to ${next.name}` : 'Unassigned')
      },
      onError: (error) => toast.error('Could not assign', { description: error.message }),
    })
  return (
    <div className="space-y-2">
      <Button
        size="sm"
        variant="outline"
        data-action="assign"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <UserPlus aria-hidden /> {assignee ? `Assigned to ${assignee.name}` : 'Assign'}
      </Button>
      {open ? (
        <div id={`${id}-panel`} className="space-y-2 rounded-md border p-3">
          <label htmlFor={`${id}-search`} className="text-sm font-medium">
            Find a teammate
          </label>
          <Input
            id={`${id}-search`}
            role="combobox"
            aria-expanded
            aria-controls={`${id}-list`}
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false)
            }}
          />
          <ul id={`${id}-list`} aria-label="Teammates" className="space-y-1">
            {assignee ? (
              <li>
                <Button size="sm" variant="ghost" onClick={() => choose(null)}>
                  Unassign
                </Button>
              </li>
            ) : null}
            {(found.data?.items ?? []).map((person) => (
              <li key={person.id}>
                <Button size="sm" variant="ghost" onClick={() => choose(person)}>
                  {person.name}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
