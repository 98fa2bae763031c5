import { UserRound, X } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Combobox, type ComboboxOption } from '@/components/ui/combobox'
import { useMe } from '@/lib/me'
import { useAssigneeSearch } from '../api/account-options'

const UNASSIGN = 'unassigned'

// The bulk bar's Assign: the same search of the team as a card's, with "me" and "Unassign"
// first. Chooses the assignee and hands it to the bar (null: unassign).
export function BulkAssign({
  disabled,
  onAssign,
}: {
  disabled: boolean
  onAssign: (assigneeId: string | null) => void
}) {
  const me = useMe().data
  const [picking, setPicking] = useState(false)
  const [search, setSearch] = useState('')
  const opener = useRef<HTMLButtonElement>(null)
  const teammates = useAssigneeSearch(search, picking)
  const term = search.trim().toLowerCase()
  const options: ComboboxOption[] = [
    ...(me ? [{ id: me.user.id, label: 'Assign to me' }] : []),
    { id: UNASSIGN, label: 'Unassign' },
  ].filter((option) => option.label.toLowerCase().includes(term))
  for (const teammate of teammates.data ?? [])
    if (!options.some((option) => option.id === teammate.id)) options.push(teammate)

  const stop = () => {
    setPicking(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    stop()
  }

  if (!picking)
    return (
      <Button
        ref={opener}
        size="sm"
        className="px-2.5 sm:px-3"
        variant="outline"
        disabled={disabled}
        onClick={() => setPicking(true)}
      >
        <UserRound aria-hidden /> Assign
      </Button>
    )
  return (
    <div className="flex w-full items-center gap-2 sm:w-72" onKeyDown={onKeyDown}>
      <Combobox
        className="flex-1"
        label="Assign the selected comments to"
        placeholder="Assign to..."
        autoFocus
        above
        search={search}
        onSearch={setSearch}
        options={options}
        loading={teammates.isFetching}
        onSelect={(option) => {
          onAssign(option.id === UNASSIGN ? null : option.id)
          setPicking(false)
        }}
      />
      <Button size="icon" variant="ghost" aria-label="Cancel assigning" onClick={stop}>
        <X aria-hidden />
      </Button>
    </div>
  )
}
