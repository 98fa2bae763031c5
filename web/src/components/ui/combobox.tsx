import { ChevronsUpDown } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'
import { cn } from '@/lib/utils'
import { Input } from './input'

export interface ComboboxOption {
  id: string
  label: string
  // A second, quieter line: the organization of an account, a teammate's email.
  hint?: string
}

// A text box that searches and a list to pick from (the WAI-ARIA combobox pattern): the caller
// fetches `options` for what is typed, so the list comes from the server and never stops at a
// first page. Arrow keys move, Enter picks, Escape closes; the input keeps focus throughout.
export function Combobox({
  label,
  placeholder,
  search,
  onSearch,
  options,
  loading = false,
  onSelect,
  className,
  emptyText = 'No matches',
  autoFocus = false,
  renderOption,
  above = false,
  onFocus,
}: {
  label: string
  placeholder?: string
  search: string
  onSearch: (value: string) => void
  options: ComboboxOption[]
  loading?: boolean
  onSelect: (option: ComboboxOption) => void
  className?: string
  emptyText?: string
  // Opened by a key or a button that asks for a choice at once (`a` assigns).
  autoFocus?: boolean
  // Richer rows than a label and a hint: a label's colour, a post's picture.
  renderOption?: (option: ComboboxOption) => ReactNode
  // Opens upwards, for a box at the bottom of the screen (the bulk bar).
  above?: boolean
  // The first focus is when a caller that fetches lazily starts asking.
  onFocus?: () => void
}) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const input = useRef<HTMLInputElement>(null)
  const current = Math.min(active, Math.max(options.length - 1, 0))

  const pick = (option: ComboboxOption | undefined) => {
    if (!option) return
    onSelect(option)
    onSearch('')
    setOpen(false)
    setActive(0)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open) setOpen(true)
      else setActive((index) => Math.min(index + 1, options.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && open) {
      event.preventDefault()
      pick(options[current])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  return (
    <div className={cn('relative', className)}>
      <Input
        ref={input}
        autoFocus={autoFocus}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined}
        placeholder={placeholder ?? label}
        value={search}
        className="pr-8"
        onChange={(event) => {
          onSearch(event.target.value)
          setOpen(true)
          setActive(0)
        }}
        onFocus={() => {
          setOpen(true)
          onFocus?.()
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ChevronsUpDown
        className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={cn(
            'absolute z-50 max-h-64 w-full min-w-48 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md',
            above ? 'bottom-full mb-1' : 'mt-1',
          )}
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === current}
              className={cn(
                'cursor-pointer rounded-sm px-2 py-1.5 text-sm',
                index === current && 'bg-accent text-accent-foreground',
              )}
              // Before the input's blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {renderOption ? (
                renderOption(option)
              ) : (
                <>
                  <span className="block truncate">{option.label}</span>
                  {option.hint ? (
                    <span className="block truncate text-xs text-muted-foreground">
                      {option.hint}
                    </span>
                  ) : null}
                </>
              )}
            </li>
          ))}
          {options.length === 0 ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground" aria-live="polite">
              {loading ? 'Searching…' : emptyText}
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  )
}
