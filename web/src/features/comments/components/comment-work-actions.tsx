import { CheckCheck, RotateCcw, UserRound, UserRoundPlus, X } from 'lucide-react'
import { type KeyboardEvent, useRef, useState } from 'react'
import type { TInboxComment } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Combobox } from '@/components/ui/combobox'
import { toast } from '@/lib/toast'
import { useAssigneeSearch } from '../api/account-options'
import { COMMENTS_API, type TWorkApi } from '../api/comment-detail'
import { useSetAssignee, useSetDone } from '../api/work-queue-actions'

// Both the card and the open comment use these; the open comment also says what happened in its
// live region, for the keyboard flow (`e`, `a`). A direct-message conversation is a work item
// too, and passes the same fields with `noun` "conversation".
type Announce = (message: string) => void
const capitalize = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`
export type TWorkItemState = Pick<
  TInboxComment,
  'id' | 'username' | 'responseStatus' | 'hidden' | 'assignee'
>

// Done ("no reply needed") or Reopen, offered where the comment allows it: open comments can be
// done, done ones reopened; answered, sending and hidden ones neither. `e` clicks it.
export function DoneButton({
  comment,
  onAnnounce,
  noun = 'comment',
  api = COMMENTS_API,
}: {
  comment: TWorkItemState
  onAnnounce?: Announce
  noun?: string
  api?: TWorkApi
}) {
  const done = comment.responseStatus === 'done'
  const open = comment.responseStatus === 'pending' && !comment.hidden
  const setDone = useSetDone(
    comment.id,
    {
      onSuccess: () => {
        onAnnounce?.(done ? `${capitalize(noun)} reopened` : 'Marked done')
        toast.success(done ? `${capitalize(noun)} reopened` : 'Marked done', {
          description: done
            ? `@${comment.username}'s ${noun} is open again.`
            : `@${comment.username}'s ${noun} needs no reply.`,
        })
      },
      onError: (error) =>
        toast.error(done ? 'Could not reopen' : 'Could not mark done', {
          description: error.message,
        }),
    },
    api,
  )
  if (!done && !open) return null
  return (
    <Button
      size="sm"
      variant="outline"
      data-action="done"
      disabled={setDone.isPending}
      onClick={() => setDone.mutate(!done)}
    >
      {done ? <RotateCcw aria-hidden /> : <CheckCheck aria-hidden />} {done ? 'Reopen' : 'Done'}
    </Button>
  )
}

// Who the comment is assigned to, and a search of the team to change it. `a` opens the search;
// Escape, once its list is closed, puts it away again.
export function AssigneeControl({
  comment,
  onAnnounce,
  noun = 'comment',
  api = COMMENTS_API,
}: {
  comment: TWorkItemState
  onAnnounce?: Announce
  noun?: string
  api?: TWorkApi
}) {
  const [picking, setPicking] = useState(false)
  const [search, setSearch] = useState('')
  const opener = useRef<HTMLButtonElement>(null)
  const teammates = useAssigneeSearch(search, picking)
  const assign = useSetAssignee(
    comment.id,
    {
      onSuccess: (state) => {
        const message = state.assignee ? `Assigned to ${state.assignee.name}` : 'Unassigned'
        onAnnounce?.(message)
        toast.success(message)
      },
      onError: (error) => toast.error('Could not assign', { description: error.message }),
    },
    api,
  )
  const stop = () => {
    setPicking(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    stop()
  }
  if (picking)
    return (
      <div className="flex w-full items-center gap-2 sm:w-72" onKeyDown={onKeyDown}>
        <Combobox
          className="flex-1"
          label={`Assign @${comment.username}'s ${noun} to`}
          placeholder="Assign to..."
          autoFocus
          search={search}
          onSearch={setSearch}
          options={teammates.data ?? []}
          loading={teammates.isFetching}
          onSelect={(option) => {
            assign.mutate(option.id)
            stop()
          }}
        />
        <Button size="icon" variant="ghost" aria-label="Cancel" onClick={stop}>
          <X aria-hidden />
        </Button>
      </div>
    )
  return (
    <>
      <Button
        ref={opener}
        size="sm"
        variant="ghost"
        data-action="assign"
        onClick={() => setPicking(true)}
      >
        <UserRoundPlus aria-hidden /> {comment.assignee ? 'Reassign' : 'Assign'}
      </Button>
      {comment.assignee ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={assign.isPending}
          onClick={() => assign.mutate(null)}
        >
          Unassign
        </Button>
      ) : null}
    </>
  )
}

export function AssigneeChip({ comment }: { comment: Pick<TInboxComment, 'assignee'> }) {
  if (!comment.assignee) return null
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
      <UserRound className="size-3" aria-hidden />
      Assigned to {comment.assignee.name}
    </span>
  )
}
