import { BookmarkPlus } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { fillReplyVariables } from '@common/reply-variables'
import type { TSavedReply } from '@common/schemas/saved-reply'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useDebouncedValue } from '@/hooks/use-debounced-value'
import { type ReplyTarget, useReplyVariables, useSavedReplies } from '@/lib/saved-replies'
import { cn } from '@/lib/utils'

// "Saved replies": a searchable list (a combobox: type to search, arrows to move, Enter to
// insert, Escape to close) whose choice is inserted with this comment's church filled in.
export function SavedReplyPicker({
  target,
  onInsert,
}: {
  target: ReplyTarget
  onInsert: (text: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [search, setSearch] = useState('')
  const [active, setActive] = useState(0)
  const trigger = useRef<HTMLButtonElement>(null)
  const id = useId()
  const listId = `${id}-list`
  const debounced = useDebouncedValue(search.trim(), 200)
  const list = useSavedReplies(debounced, { enabled: open })
  const values = useReplyVariables(target, open)
  // Until the server has answered for what is typed now (the search waits 200 ms, then the
  // request), the list last fetched is narrowed here the same way (title or text contains it), so
  // Enter pressed right after typing inserts the reply typed for, never one from the wider list.
  const term = search.trim().toLocaleLowerCase()
  const answered = debounced === search.trim() && !list.isPlaceholderData
  const items = (list.data?.items ?? []).filter(
    (reply) =>
      answered ||
      !term ||
      reply.title.toLocaleLowerCase().includes(term) ||
      reply.text.toLocaleLowerCase().includes(term),
  )
  const close = () => {
    setOpen(false)
    setSearch('')
    setActive(0)
    requestAnimationFrame(() => trigger.current?.focus())
  }
  const choose = (reply: TSavedReply | undefined) => {
    if (!reply || !values.data) return
    setOpen(false)
    setSearch('')
    setActive(0)
    onInsert(fillReplyVariables(reply.text, values.data).text)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((index) => Math.min(index + 1, Math.max(items.length - 1, 0)))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && !event.ctrlKey && !event.metaKey) {
      event.preventDefault()
      choose(items[active])
    } else if (event.key === 'Escape') {
      // Closes the list only, not the reply box around it.
      event.preventDefault()
      close()
    }
  }

  if (!open)
    return (
      <Button
        ref={trigger}
        type="button"
        size="sm"
        variant="outline"
        aria-haspopup="listbox"
        onClick={() => setOpen(true)}
      >
        <BookmarkPlus aria-hidden /> Saved replies
      </Button>
    )
  const ready = values.data && list.data
  return (
    <div className="w-full space-y-1 sm:w-80">
      <Input
        autoFocus
        role="combobox"
        aria-label="Search saved replies"
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={items[active] ? `${listId}-${items[active].id}` : undefined}
        placeholder="Search saved replies"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          if (!event.currentTarget.parentElement?.contains(event.relatedTarget)) close()
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Saved replies"
        className="max-h-56 overflow-y-auto rounded-md border bg-popover text-sm shadow-sm"
      >
        {!ready ? (
          <li className="p-2 text-muted-foreground">Loading saved replies…</li>
        ) : items.length === 0 ? (
          <li className="p-2 text-muted-foreground">
            {debounced ? `No saved reply matches “${debounced}”.` : 'No saved replies yet.'}
          </li>
        ) : (
          items.map((reply, index) => (
            <li
              key={reply.id}
              id={`${listId}-${reply.id}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              className={cn(
                'cursor-pointer px-2 py-1.5',
                index === active ? 'bg-accent text-accent-foreground' : '',
              )}
              onMouseEnter={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(reply)}
            >
              <span className="font-medium">{reply.title}</span>
              {reply.language ? (
                <span className="ml-2 text-xs text-muted-foreground">{reply.language}</span>
              ) : null}
              <span className="block truncate text-xs text-muted-foreground">{reply.text}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  )
}
