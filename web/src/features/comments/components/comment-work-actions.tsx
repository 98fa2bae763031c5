import { CheckCheck, RotateCcw, UserRound, UserRoundPlus, X } from 'lucide-react'
import { useState } from 'react'
import type { TInboxComment } from '@common/schemas/comment'
import { Button } from '@/components/ui/button'
import { Combobox } from '@/components/ui/combobox'
import { toast } from '@/lib/toast'
import { useAssigneeSearch } from '../api/account-options'
import { useSetAssignee, useSetDone } from '../api/work-queue-actions'

// Done ("no reply needed") or Reopen, offered where the comment allows it: open comments can be
// done, done ones reopened; answered, sending and hidden ones neither.
export function DoneButton({ comment }: { comment: TInboxComment }) {
  const done = comment.responseStatus === 'done'
  const open = comment.responseStatus === 'pending' && !comment.hidden
  const setDone = useSetDone(comment.id, {
    onSuccess: () =>
      toast.success(done ? 'Comment reopened' : 'Marked done', {
        description: done
          ? `@${comment.username}'s comment is open again.`
          : `@${comment.username}'s comment needs no reply.`,
      }),
    onError: (error) =>
      toast.error(done ? 'Could not reopen' : 'Could not mark done', {
        description: error.message,
      }),
  })
  if (!done && !open) return null
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={setDone.isPending}
      onClick={() => setDone.mutate(!done)}
    >
      {done ? <RotateCcw aria-hidden /> : <CheckCheck aria-hidden />} {done ? 'Reopen' : 'Done'}
    </Button>
  )
}

// Who the comment is assigned to, and a search of the team to change it.
export function AssigneeControl({ comment }: { comment: TInboxComment }) {
  const [picking, setPicking] = useState(false)
  const [search, setSearch] = useState('')
  const teammates = useAssigneeSearch(search, picking)
  const assign = useSetAssignee(comment.id, {
    onSuccess: (state) =>
      toast.success(state.assignee ? `Assigned to ${state.assignee.name}` : 'Unassigned'),
    onError: (error) => toast.error('Could not assign', { description: error.message }),
  })
  if (picking)
    return (
      <div className="flex w-full items-center gap-2 sm:w-72">
        <Combobox
          className="flex-1"
          label={`Assign @${comment.username}'s comment to`}
          placeholder="Assign to..."
          search={search}
          onSearch={setSearch}
          options={teammates.data ?? []}
          loading={teammates.isFetching}
          onSelect={(option) => {
            assign.mutate(option.id)
            setPicking(false)
          }}
        />
        <Button size="icon" variant="ghost" aria-label="Cancel" onClick={() => setPicking(false)}>
          <X aria-hidden />
        </Button>
      </div>
    )
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setPicking(true)}>
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

export function AssigneeChip({ comment }: { comment: TInboxComment }) {
  if (!comment.assignee) return null
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800">
      <UserRound className="size-3" aria-hidden />
      Assigned to {comment.assignee.name}
    </span>
  )
}
