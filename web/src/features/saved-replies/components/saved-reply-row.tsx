import { Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import type { TSavedReply } from '@common/schemas/saved-reply'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/lib/toast'
import { useDeleteSavedReply, useUpdateSavedReply } from '../api/saved-replies'
import { SavedReplyForm } from './saved-reply-form'

export function SavedReplyRow({ reply, canDelete }: { reply: TSavedReply; canDelete: boolean }) {
  const [editing, setEditing] = useState(false)
  const update = useUpdateSavedReply(reply.id)
  const remove = useDeleteSavedReply(reply.id)
  if (editing)
    return (
      <SavedReplyForm
        initial={reply}
        pending={update.isPending}
        error={update.error?.message}
        submitLabel="Save changes"
        onCancel={() => setEditing(false)}
        onSubmit={(input) =>
          update.mutate(input, {
            onSuccess: () => {
              toast.success('Saved reply changed')
              setEditing(false)
            },
          })
        }
      />
    )
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{reply.title}</h2>
        {reply.language ? <Badge variant="outline">{reply.language}</Badge> : null}
        {reply.suggestForCrisis ? <Badge variant="secondary">Crisis: private reply</Badge> : null}
      </div>
      <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{reply.text}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden /> Edit<span className="sr-only"> {reply.title}</span>
        </Button>
        {canDelete ? (
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-destructive">
                <Trash2 aria-hidden /> Delete<span className="sr-only"> {reply.title}</span>
              </Button>
            }
            title={`Delete “${reply.title}”?`}
            description="The saved reply is removed for the whole team. Replies already sent stay as they are."
            confirmLabel="Delete"
            onConfirm={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast.success('Saved reply deleted'),
                onError: (error) => toast.error('Error', { description: error.message }),
              })
            }
          />
        ) : null}
      </div>
    </div>
  )
}
