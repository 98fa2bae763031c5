import { useId, useState } from 'react'
import { NOTE_MAX_LENGTH, type TCommentNote } from '@common/schemas/comment-detail'
import { Button } from '@/components/ui/button'
import { RelativeTime } from '@/components/ui/relative-time'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/lib/toast'
import { COMMENTS_API, type TWorkApi, useAddNote } from '../api/comment-detail'

// The team's internal notes: never sent to Instagram, never shown to the church.
export function DetailNotes({
  commentId,
  notes,
  onAnnounce,
  api = COMMENTS_API,
}: {
  commentId: string
  // A conversation's or mention's labels and notes go through the work items' routes.
  api?: TWorkApi
  notes: TCommentNote[]
  onAnnounce: (message: string) => void
}) {
  const [text, setText] = useState('')
  const add = useAddNote(commentId, api)
  const id = useId()
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="font-semibold">
        Notes <span className="text-sm font-normal text-muted-foreground">(team only)</span>
      </h3>
      {notes.length > 0 ? (
        <ul className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-md bg-amber-50 p-3 text-sm">
              <p className="whitespace-pre-line break-words">{note.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {note.authorName ?? 'A former teammate'} · <RelativeTime iso={note.createdAt} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No notes yet.</p>
      )}
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (!text.trim()) return
          add.mutate(text.trim(), {
            onSuccess: () => {
              setText('')
              onAnnounce('Note added')
            },
            onError: (error) =>
              toast.error('Could not add the note', { description: error.message }),
          })
        }}
      >
        <label htmlFor={`${id}-note`} className="sr-only">
          Add a note for the team
        </label>
        <Textarea
          id={`${id}-note`}
          placeholder="Add a note for the team…"
          maxLength={NOTE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-[60px]"
        />
        <div className="flex justify-end">
          <Button
            size="sm"
            type="submit"
            variant="secondary"
            disabled={!text.trim() || add.isPending}
          >
            {add.isPending ? 'Adding…' : 'Add note'}
          </Button>
        </div>
      </form>
    </section>
  )
}
